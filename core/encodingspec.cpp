#include "encodingspec.h"

#include "contextscaling.h"
#include "positionalencoding.h"
#include "specsupport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace pe {

namespace {

constexpr double twoPi = 6.283185307179586476925286766559;

std::string shortNumber(double x)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", x);
    return buffer;
}

void checkFields(const EncodingSpec &spec)
{
    if (spec.d < PositionalEncoding::minWidth || spec.d > PositionalEncoding::maxWidth)
        throw std::invalid_argument("d must be an integer from "
                                    + std::to_string(PositionalEncoding::minWidth) + " to "
                                    + std::to_string(PositionalEncoding::maxWidth));
    if (!std::isfinite(spec.base) || !(spec.base > 1.0))
        throw std::invalid_argument("base must be a finite number greater than 1");
    if (spec.layout == Layout::Tensor2Tensor && spec.d < 2)
        throw std::invalid_argument(
            "d must be an integer from 2 to 8192 for the tensor2tensor layout (floor(d/2) pairs)");
    if (spec.layout == Layout::Fairseq && spec.d < 4)
        throw std::invalid_argument("d must be an integer from 4 to 8192 for the fairseq layout "
                                    "(fairseq divides by d/2 - 1)");
    if (spec.paddingIdx < 0 || spec.paddingIdx > maxPaddingIdx)
        throw std::invalid_argument("paddingIdx must be an integer from 0 to "
                                    + std::to_string(maxPaddingIdx));
    const ContextScaling &c = spec.scaling;
    if (c.method != ContextMethod::None && c.method != ContextMethod::PositionInterpolation
        && c.method != ContextMethod::NtkAware && c.method != ContextMethod::Yarn)
        throw std::invalid_argument("method must be one of none, pi, ntk, yarn");
    if (spec.layout != Layout::Interleaved && spec.layout != Layout::Concatenated
        && spec.layout != Layout::Tensor2Tensor && spec.layout != Layout::Fairseq)
        throw std::invalid_argument(
            "layout must be one of interleaved, concatenated, tensor2tensor, fairseq");
    if (!std::isfinite(c.factor) || !(c.factor > 0.0))
        throw std::invalid_argument("factor must be a finite number greater than 0");
    if (c.trainLength < 1 || c.trainLength > PositionalEncoding::maxPosition)
        throw std::invalid_argument("trainLength must be an integer from 1 to 2147483647");
    if (!std::isfinite(c.alpha) || !(c.alpha >= 0.0))
        throw std::invalid_argument("alpha must be a finite number >= 0 (and below beta)");
    if (!std::isfinite(c.beta) || !(c.beta > c.alpha))
        throw std::invalid_argument("beta must be a finite number greater than alpha (0 <= alpha "
                                    "< beta)");
    if (c.method == ContextMethod::NtkAware && spec.d < 3)
        throw std::invalid_argument(
            "d must be an integer from 3 to 8192 for NTK-aware scaling (base * s^(d/(d-2)))");
}

} // namespace

namespace detail {

int layoutPairCount(Layout layout, int d)
{
    return (layout == Layout::Interleaved || layout == Layout::Concatenated) ? (d + 1) / 2 : d / 2;
}

double layoutExponent(Layout layout, int d, int i)
{
    switch (layout) {
    case Layout::Interleaved:
    case Layout::Concatenated:
        return static_cast<double>(2 * i) / static_cast<double>(d);
    case Layout::Tensor2Tensor:
        return static_cast<double>(i) / static_cast<double>(std::max(d / 2 - 1, 1));
    case Layout::Fairseq:
        return static_cast<double>(i) / static_cast<double>(d / 2 - 1);
    }
    return 0.0;
}

std::vector<double> checkedDenominators(const EncodingSpec &spec)
{
    checkFields(spec);
    const ContextScaling &c = spec.scaling;
    const double s = c.factor;
    const int pairs = layoutPairCount(spec.layout, spec.d);
    const double base
        = c.method == ContextMethod::NtkAware ? ntkBase(spec.base, s, spec.d) : spec.base;
    std::vector<double> denominators;
    denominators.reserve(static_cast<std::size_t>(pairs));
    for (int i = 0; i < pairs; ++i) {
        const double den = std::pow(base, layoutExponent(spec.layout, spec.d, i));
        double scaled = den;
        if (c.method == ContextMethod::PositionInterpolation) {
            scaled = den * s;
        } else if (c.method == ContextMethod::Yarn) {
            const double r = static_cast<double>(c.trainLength) / (twoPi * den);
            const double gamma = yarnRamp(r, c.alpha, c.beta);
            if (gamma == 0.0)
                scaled = den * s;
            else if (gamma < 1.0)
                scaled = den / ((1.0 - gamma) / s + gamma);
        }
        if (c.method != ContextMethod::None && !(std::isfinite(scaled) && scaled >= minDenominator))
            throw std::invalid_argument(
                "factor must keep every scaled denominator within [2^-21, 1.8e308] (s = "
                + shortNumber(s) + " gives " + shortNumber(scaled) + " for pair "
                + std::to_string(i) + ")");
        denominators.push_back(scaled);
    }
    return denominators;
}

} // namespace detail

std::string layoutId(Layout layout)
{
    switch (layout) {
    case Layout::Interleaved:
        return "interleaved";
    case Layout::Concatenated:
        return "concatenated";
    case Layout::Tensor2Tensor:
        return "tensor2tensor";
    case Layout::Fairseq:
        return "fairseq";
    }
    return "unknown";
}

bool parseLayout(const std::string &id, Layout *out)
{
    for (const Layout layout :
         {Layout::Interleaved, Layout::Concatenated, Layout::Tensor2Tensor, Layout::Fairseq}) {
        if (id == layoutId(layout)) {
            if (!out)
                return false;
            *out = layout;
            return true;
        }
    }
    return false;
}

std::string methodId(ContextMethod method)
{
    switch (method) {
    case ContextMethod::None:
        return "none";
    case ContextMethod::PositionInterpolation:
        return "pi";
    case ContextMethod::NtkAware:
        return "ntk";
    case ContextMethod::Yarn:
        return "yarn";
    }
    return "unknown";
}

bool parseMethod(const std::string &id, ContextMethod *out)
{
    for (const ContextMethod method : {ContextMethod::None, ContextMethod::PositionInterpolation,
                                       ContextMethod::NtkAware, ContextMethod::Yarn}) {
        if (id == methodId(method)) {
            if (!out)
                return false;
            *out = method;
            return true;
        }
    }
    return false;
}

void validate(const EncodingSpec &spec) { (void)detail::checkedDenominators(spec); }

} // namespace pe
