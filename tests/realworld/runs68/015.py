# Per-example "mean of positive activations" feature, ported from torch.func.vmap:
#   torch: vmap(lambda h: h[h > 0].mean())(hidden)   (works in functorch via fallback loop)
import numpy as np
import mindspore as ms
from mindspore import ops, nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

enc = nn.Dense(12, 24)
def pos_mean(h):
    return ops.masked_select(h, h > 0).mean()

x = ms.Tensor(np.random.randn(16, 12).astype(np.float32))
hidden = enc(x)
feat = ms.vmap(pos_mean)(hidden)
print("features", feat.shape, feat[:4])
