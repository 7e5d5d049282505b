# DETR-style box regression loss ported with mint (torch.nn.functional.l1_loss -> mint.nn.functional.l1_loss), CPU dev box
import numpy as np
import mindspore as ms
from mindspore import nn, mint
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
class BoxHead(nn.Cell):
    def __init__(self, d=64):
        super().__init__()
        self.mlp = nn.SequentialCell(nn.Dense(d, d), nn.ReLU(), nn.Dense(d, 4))
    def construct(self, q):
        return mint.sigmoid(self.mlp(q))
head = BoxHead(); opt = nn.AdamWeightDecay(head.trainable_params(), 1e-4, weight_decay=1e-4)
def loss_fn(q, tgt):
    pred = head(q)
    loss_bbox = mint.nn.functional.l1_loss(pred, tgt, reduction="mean")
    return 5.0 * loss_bbox
gf = ms.value_and_grad(loss_fn, None, opt.parameters)
for step in range(5):
    q = ms.Tensor(np.random.randn(8, 100, 64).astype(np.float32)); tgt = ms.Tensor(np.random.rand(8, 100, 4).astype(np.float32))
    loss, g = gf(q, tgt); opt(g)
    print(f"step {step} loss_bbox {loss.asnumpy():.4f}")
