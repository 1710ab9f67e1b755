#include "gifencoder.h"

#include <QCoreApplication>
#include <QHash>
#include <QIODevice>

#include <gif_lib.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace {

// Colours of a frame with more than the palette holds that keep exact entries: the most
// frequent ones.
constexpr size_t exactColours = 96;

// giflib's output function: collects the bytes in the encoder's buffer (giflib writes a few
// bytes at a time); GifEncoder::flush() writes them to the device once per frame.
int collect(GifFileType *gif, const GifByteType *bytes, int length)
{
    static_cast<QByteArray *>(gif->UserData)->append(reinterpret_cast<const char *>(bytes), length);
    return length;
}

// The bounding rectangle of the pixels in which a and b (same size, Format_RGB32) differ.
QRect changedRect(const QImage &a, const QImage &b)
{
    int top = -1;
    int bottom = -1;
    int left = a.width();
    int right = -1;
    const size_t rowBytes = size_t(a.width()) * sizeof(QRgb);
    for (int y = 0; y < a.height(); ++y) {
        const auto *ra = reinterpret_cast<const QRgb *>(a.constScanLine(y));
        const auto *rb = reinterpret_cast<const QRgb *>(b.constScanLine(y));
        if (std::memcmp(ra, rb, rowBytes) == 0)
            continue;
        if (top < 0)
            top = y;
        bottom = y;
        int x0 = 0;
        while (ra[x0] == rb[x0])
            ++x0;
        int x1 = a.width() - 1;
        while (ra[x1] == rb[x1])
            --x1;
        left = qMin(left, x0);
        right = qMax(right, x1);
    }
    if (top < 0)
        return QRect();
    return QRect(QPoint(left, top), QPoint(right, bottom));
}

} // namespace

GifEncoder::GifEncoder() = default;

GifEncoder::~GifEncoder()
{
    if (m_gif) {
        int code = 0;
        EGifCloseFile(m_gif, &code);
    }
}

int GifEncoder::delayFor(int fps)
{
    return qMax(2, static_cast<int>(std::lround(100.0 / qMax(1, fps))));
}

bool GifEncoder::fail(QString *error, const QString &what, int code)
{
    if (error) {
        const char *reason = GifErrorString(code);
        *error = QCoreApplication::translate("Animation", "GIF encoder: %1 (%2)")
                     .arg(what,
                          reason ? QString::fromLatin1(reason)
                                 : QCoreApplication::translate("Animation", "error %1").arg(code));
    }
    return false;
}

bool GifEncoder::begin(QIODevice *device, const QSize &size, int fps, QString *error)
{
    m_device = device;
    m_size = size;
    m_delay = delayFor(fps);
    int code = 0;
    m_gif = EGifOpen(&m_buffer, collect, &code);
    if (!m_gif)
        return fail(error, QStringLiteral("EGifOpen"), code);
    EGifSetGifVersion(m_gif, true);
    if (EGifPutScreenDesc(m_gif, size.width(), size.height(), 8, 0, nullptr) == GIF_ERROR)
        return fail(error, QStringLiteral("EGifPutScreenDesc"), m_gif->Error);
    // NETSCAPE2.0 application extension: loop forever (count 0).
    static const GifByteType application[]
        = {'N', 'E', 'T', 'S', 'C', 'A', 'P', 'E', '2', '.', '0'};
    static const GifByteType loop[] = {1, 0, 0};
    if (EGifPutExtensionLeader(m_gif, APPLICATION_EXT_FUNC_CODE) == GIF_ERROR
        || EGifPutExtensionBlock(m_gif, sizeof(application), application) == GIF_ERROR
        || EGifPutExtensionBlock(m_gif, sizeof(loop), loop) == GIF_ERROR
        || EGifPutExtensionTrailer(m_gif) == GIF_ERROR)
        return fail(error, QStringLiteral("NETSCAPE2.0"), m_gif->Error);
    return flush(error);
}

bool GifEncoder::flush(QString *error)
{
    qint64 done = 0;
    while (done < m_buffer.size()) {
        const qint64 n = m_device->write(m_buffer.constData() + done, m_buffer.size() - done);
        if (n <= 0)
            break;
        done += n;
    }
    const bool ok = done == m_buffer.size();
    m_buffer.clear();
    if (!ok && error)
        *error = QCoreApplication::translate("Animation", "GIF encoder: cannot write: %1")
                     .arg(m_device->errorString());
    return ok;
}

bool GifEncoder::addFrame(const QImage &frame, QString *error)
{
    if (!m_gif)
        return fail(error, QStringLiteral("addFrame"), E_GIF_ERR_NOT_WRITEABLE);
    QImage rgb = frame.convertToFormat(QImage::Format_RGB32);
    if (rgb.size() != m_size) {
        if (error)
            *error = QCoreApplication::translate("Animation",
                                                 "GIF encoder: a frame of %1 x %2 pixels in a "
                                                 "stream of %3 x %4")
                         .arg(rgb.width())
                         .arg(rgb.height())
                         .arg(m_size.width())
                         .arg(m_size.height());
        return false;
    }
    QRect region = m_previous.isNull() ? rgb.rect() : changedRect(m_previous, rgb);
    if (region.isEmpty())
        region = QRect(0, 0, 1, 1); // an unchanged frame still takes its time
    if (!writeRegion(rgb, region, error))
        return false;
    m_previous = rgb;
    return flush(error);
}

bool GifEncoder::writeRegion(const QImage &frame, const QRect &region, QString *error)
{
    const int w = region.width();
    const int h = region.height();
    const size_t n = size_t(w) * size_t(h);
    // After the first frame, a pixel that did not change is transparent: the frame before shows
    // through with the colour it was given then, so unchanged parts never shift colour.
    const bool delta = !m_previous.isNull();
    const int transparent = delta ? 255 : NO_TRANSPARENT_COLOR;
    const int maxColours = delta ? 255 : 256;
    std::vector<GifByteType> indices(n, GifByteType(delta ? transparent : 0));
    // Positions in the region of the pixels to colour (a region has at most 4096 x 4096 pixels).
    std::vector<std::uint32_t> changed;
    changed.reserve(n);
    std::vector<QRgb> colour; // their colours
    colour.reserve(n);
    for (int y = 0; y < h; ++y) {
        const auto *line
            = reinterpret_cast<const QRgb *>(frame.constScanLine(region.top() + y)) + region.left();
        const QRgb *before = delta
            ? reinterpret_cast<const QRgb *>(m_previous.constScanLine(region.top() + y))
                + region.left()
            : nullptr;
        for (int x = 0; x < w; ++x) {
            const QRgb c = line[x] | 0xff000000u;
            if (before && c == (before[x] | 0xff000000u))
                continue;
            changed.push_back(std::uint32_t(size_t(y) * size_t(w) + size_t(x)));
            colour.push_back(c);
        }
    }

    GifColorType colours[256] = {};
    int colourCount = 0;
    // The exact colours, when there are few enough.
    QHash<QRgb, int> exact;
    bool fits = true;
    for (size_t k = 0; k < colour.size() && fits; ++k) {
        auto it = exact.constFind(colour[k]);
        if (it == exact.constEnd()) {
            if (exact.size() == maxColours) {
                fits = false;
                break;
            }
            it = exact.insert(colour[k], int(exact.size()));
            colours[it.value()] = {GifByteType(qRed(colour[k])), GifByteType(qGreen(colour[k])),
                                   GifByteType(qBlue(colour[k]))};
        }
        indices[changed[k]] = GifByteType(it.value());
    }
    if (fits) {
        colourCount = int(exact.size());
    } else {
        // The most frequent colours keep entries of their own, exact: the backgrounds and the
        // lines' solid colours. (A median cut over every pixel puts the background into a box
        // with the pale edges of text and lines and gives it their mean: where an earlier frame's
        // chord or label is erased, that off-white stayed behind as a faint ghost.)
        QHash<QRgb, size_t> frequency;
        for (const QRgb c : colour)
            ++frequency[c];
        std::vector<std::pair<size_t, QRgb>> ranked;
        ranked.reserve(size_t(frequency.size()));
        for (auto it = frequency.constBegin(); it != frequency.constEnd(); ++it)
            ranked.emplace_back(it.value(), it.key());
        const size_t exactCount = std::min<size_t>(exactColours, ranked.size());
        std::partial_sort(ranked.begin(), ranked.begin() + std::ptrdiff_t(exactCount),
                          ranked.end(), [](const auto &a, const auto &b) {
                              return a.first != b.first ? a.first > b.first : a.second < b.second;
                          });
        QHash<QRgb, int> kept;
        for (size_t e = 0; e < exactCount; ++e) {
            const QRgb c = ranked[e].second;
            kept.insert(c, int(e));
            colours[e] = {GifByteType(qRed(c)), GifByteType(qGreen(c)), GifByteType(qBlue(c))};
        }
        // giflib's median cut over the other changed pixels, as one row, into the entries left.
        std::vector<size_t> rest;
        rest.reserve(colour.size());
        for (size_t k = 0; k < colour.size(); ++k) {
            const auto it = kept.constFind(colour[k]);
            if (it != kept.constEnd())
                indices[changed[k]] = GifByteType(it.value());
            else
                rest.push_back(k);
        }
        const size_t m = rest.size();
        int cut = maxColours - int(exactCount);
        GifColorType cutColours[256] = {};
        std::vector<GifByteType> red(m), green(m), blue(m), mapped(m);
        for (size_t j = 0; j < m; ++j) {
            red[j] = GifByteType(qRed(colour[rest[j]]));
            green[j] = GifByteType(qGreen(colour[rest[j]]));
            blue[j] = GifByteType(qBlue(colour[rest[j]]));
        }
        if (m > 0
            && GifQuantizeBuffer(unsigned(m), 1, &cut, red.data(), green.data(), blue.data(),
                                 mapped.data(), cutColours)
                == GIF_ERROR)
            return fail(error, QStringLiteral("GifQuantizeBuffer"), E_GIF_ERR_NOT_ENOUGH_MEM);
        if (m == 0)
            cut = 0;
        // Each entry of the cut becomes the mean of the true colours it stands for.
        std::vector<double> sum(size_t(256) * 3, 0.0);
        std::vector<size_t> used(256, 0);
        for (size_t j = 0; j < m; ++j) {
            const size_t i = mapped[j];
            sum[3 * i] += red[j];
            sum[3 * i + 1] += green[j];
            sum[3 * i + 2] += blue[j];
            ++used[i];
            indices[changed[rest[j]]] = GifByteType(exactCount + i);
        }
        for (int i = 0; i < cut; ++i) {
            const double count = double(qMax<size_t>(1, used[size_t(i)]));
            colours[exactCount + size_t(i)]
                = used[size_t(i)] == 0
                ? cutColours[i]
                : GifColorType {GifByteType(std::lround(sum[3 * size_t(i)] / count)),
                                GifByteType(std::lround(sum[3 * size_t(i) + 1] / count)),
                                GifByteType(std::lround(sum[3 * size_t(i) + 2] / count))};
        }
        colourCount = int(exactCount) + cut;
    }
    // A colour table has 2^k entries (k >= 1); the transparent entry is the last of 256.
    const int tableSize = delta ? 256 : 1 << qMax(1, GifBitSize(qMax(colourCount, 2)));
    ColorMapObject *map = GifMakeMapObject(tableSize, colours);
    if (!map)
        return fail(error, QStringLiteral("GifMakeMapObject"), E_GIF_ERR_NOT_ENOUGH_MEM);

    GraphicsControlBlock control;
    control.DisposalMode = DISPOSE_DO_NOT;
    control.UserInputFlag = false;
    control.DelayTime = m_delay;
    control.TransparentColor = transparent;
    GifByteType extension[4];
    const size_t length = EGifGCBToExtension(&control, extension);
    bool ok = EGifPutExtension(m_gif, GRAPHICS_EXT_FUNC_CODE, int(length), extension) != GIF_ERROR
        && EGifPutImageDesc(m_gif, region.left(), region.top(), w, h, false, map) != GIF_ERROR;
    for (int y = 0; ok && y < h; ++y)
        ok = EGifPutLine(m_gif, indices.data() + size_t(y) * size_t(w), w) != GIF_ERROR;
    GifFreeMapObject(map);
    if (!ok)
        return fail(error, QStringLiteral("EGifPutLine"), m_gif->Error);
    return true;
}

bool GifEncoder::finish(QString *error)
{
    if (!m_gif)
        return fail(error, QStringLiteral("finish"), E_GIF_ERR_NOT_WRITEABLE);
    int code = 0;
    const int result = EGifCloseFile(m_gif, &code);
    m_gif = nullptr; // freed by EGifCloseFile in every case
    if (result == GIF_ERROR)
        return fail(error, QStringLiteral("EGifCloseFile"), code);
    return flush(error);
}
