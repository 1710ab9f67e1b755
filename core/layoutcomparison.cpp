#include "layoutcomparison.h"

#include "positionalencoding.h"
#include "rotation.h"

#include <limits>
#include <stdexcept>
#include <string>

namespace pe {

std::vector<LayoutNumbers> compareLayouts(const EncodingSpec &spec, std::int64_t p, std::int64_t q)
{
    EncodingSpec interleavedSpec = spec;
    interleavedSpec.layout = Layout::Interleaved;
    const PositionalEncoding interleaved(interleavedSpec);
    const double referenceDistance = interleaved.distance(p, q); // throws on p, q out of range
    const double referenceDot = dotProduct(interleaved, p, q);
    std::vector<LayoutNumbers> result;
    for (const Layout layout :
         {Layout::Interleaved, Layout::Concatenated, Layout::Tensor2Tensor, Layout::Fairseq}) {
        LayoutNumbers numbers;
        numbers.layout = layout;
        EncodingSpec other = interleavedSpec;
        other.layout = layout;
        try {
            validate(other);
            numbers.available = true;
        } catch (const std::invalid_argument &) {
            numbers.available = false;
        }
        if (numbers.available) {
            const PositionalEncoding encoding(other);
            numbers.distance = encoding.distance(p, q);
            numbers.dot = dotProduct(encoding, p, q);
            numbers.distanceChange = numbers.distance - referenceDistance;
            numbers.dotChange = numbers.dot - referenceDot;
        } else {
            const double nan = std::numeric_limits<double>::quiet_NaN();
            numbers.distance = numbers.dot = numbers.distanceChange = numbers.dotChange = nan;
        }
        result.push_back(numbers);
    }
    return result;
}

std::vector<int> interleavedToConcatenated(int d)
{
    if (d < PositionalEncoding::minWidth || d > PositionalEncoding::maxWidth)
        throw std::invalid_argument("d must be a whole number from 1 to "
                                    + std::to_string(PositionalEncoding::maxWidth) + ", got "
                                    + std::to_string(d));
    EncodingSpec spec;
    spec.d = d;
    spec.layout = Layout::Concatenated;
    const PositionalEncoding concatenated(spec);
    std::vector<int> target(static_cast<std::size_t>(d));
    for (int j = 0; j < d; ++j) {
        const int i = j / 2;
        target[static_cast<std::size_t>(j)]
            = j % 2 == 0 ? concatenated.sinComponent(i) : concatenated.cosComponent(i);
    }
    return target;
}

} // namespace pe
