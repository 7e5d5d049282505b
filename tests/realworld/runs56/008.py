# NER training port: per-step "max confidence on entity tokens" metric, torch: probs[labels != 0].max()
import numpy as np
import mindspore as ms
from mindspore import nn, ops, mint, Tensor

ms.set_seed(0)
rng = np.random.default_rng(3)
NTAG = 5
net = nn.SequentialCell(nn.Dense(12, 32), nn.ReLU(), nn.Dense(32, NTAG))
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), 1e-3)
def fwd(x, y):
    logits = net(x)
    return loss_fn(logits.reshape(-1, NTAG), y.reshape(-1)), logits
gfn = ms.value_and_grad(fwd, None, opt.parameters, has_aux=True)
for step in range(8):
    x = Tensor(rng.standard_normal((4, 10, 12)).astype(np.float32))
    tags = rng.integers(0, NTAG, (4, 10))
    if step == 5:
        tags[:] = 0  # a batch of sentences without any entity ("O" only)
    y = Tensor(tags.astype(np.int32))
    (loss, logits), g = gfn(x, y)
    opt(g)
    probs = ops.softmax(logits, axis=-1).max(axis=-1)
    ent_conf = mint.masked_select(probs, y != 0)
    print(f"step {step} loss {loss.asnumpy():.4f} entity tokens {ent_conf.shape[0]} max entity conf {mint.max(ent_conf).asnumpy():.3f}")
