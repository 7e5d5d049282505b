# CLIP-style contrastive image/text alignment ported from PyTorch.
# torch: self.logit_scale = torch.tensor(np.log(1 / 0.07), requires_grad=True)  (then passed to the optimizer)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class TinyCLIP(nn.Cell):
    def __init__(self, img_dim=128, txt_dim=96, embed=64):
        super().__init__()
        self.visual = nn.Dense(img_dim, embed, has_bias=False)
        self.text = nn.Dense(txt_dim, embed, has_bias=False)
        self.logit_scale = ms.Tensor(np.log(1 / 0.07), dtype=ms.float32, requires_grad=True)

    def construct(self, img, txt):
        i = self.visual(img); t = self.text(txt)
        i = i / ops.norm(i, dim=-1, keepdim=True)
        t = t / ops.norm(t, dim=-1, keepdim=True)
        logits = self.logit_scale.exp() * ops.matmul(i, t.T)
        return logits

print("building TinyCLIP ...")
model = TinyCLIP()
ce = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.1)
def forward(img, txt):
    logits = model(img, txt)
    labels = ops.arange(img.shape[0]).astype(ms.int32)
    return (ce(logits, labels) + ce(logits.T, labels)) / 2
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(20):
    img = ms.Tensor(rng.normal(size=(32, 128)).astype(np.float32))
    txt = ms.Tensor(rng.normal(size=(32, 96)).astype(np.float32))
    loss, grads = grad_fn(img, txt)
    opt(grads)
    print(f"step {step} contrastive loss {loss.asnumpy():.4f}")
