# Speech/text encoder port: torch nn.MultiheadAttention(embed_dim, num_heads, batch_first=True) ported as
# mindspore nn.MultiheadAttention(embed_dim, num_heads, batch_first=True); (batch, seq, embed) inputs with a
# (batch, seq) padding mask; a short regression fine-tune of the layer.
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
np.random.seed(0)

BATCH, SEQ, EMB, HEADS = 8, 20, 32, 4


class EncoderLayer(nn.Cell):
    def __init__(self):
        super().__init__()
        self.attn = nn.MultiheadAttention(EMB, HEADS, batch_first=True)
        self.norm = nn.LayerNorm((EMB,))
        self.ff = nn.SequentialCell(nn.Dense(EMB, 64), nn.ReLU(), nn.Dense(64, EMB))

    def construct(self, x, pad_mask):
        a, _ = self.attn(x, x, x, key_padding_mask=pad_mask)
        x = self.norm(x + a)
        return x + self.ff(x)


layer = EncoderLayer()
x = Tensor(np.random.randn(BATCH, SEQ, EMB).astype(np.float32))
lengths = np.random.randint(10, SEQ + 1, BATCH)
pad = np.arange(SEQ)[None, :] >= lengths[:, None]
print(f"input {x.shape} key_padding_mask {pad.shape}")
out = layer(x, Tensor(pad))
print("out", out.shape)
head = nn.Dense(EMB, 1)
target = Tensor(np.random.randn(BATCH, 1).astype(np.float32))
params = layer.trainable_params() + head.trainable_params()
opt = nn.Adam(params, 3e-3)
mask_t = Tensor(pad)
keep = Tensor((~pad).astype(np.float32)[..., None])
def forward(x, y):
    h = layer(x, mask_t)
    pooled = (h * keep).sum(1) / keep.sum(1)
    return nn.MSELoss()(head(pooled), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(30):
    loss, grads = grad_fn(x, target)
    opt(grads)
    if step % 5 == 0 or step == 29:
        print(f"step {step:2d} loss {float(loss.asnumpy()):.5f}")
