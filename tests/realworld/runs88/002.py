# token-level loss: keep only non-pad positions (torch: logits[mask], labels[mask]) - compiled train step
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
np.random.seed(0)
VOCAB, HID, PAD = 50, 32, 0

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HID)
        self.proj = nn.Dense(HID, 8)
    def construct(self, ids):
        return self.proj(ops.tanh(self.emb(ids)))

net = Tagger()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)

def forward(ids, labels):
    logits = net(ids)
    mask = ids != PAD
    # torch: active_logits = logits[mask]; active_labels = labels[mask]
    active_logits = ops.masked_select(logits, mask.expand_dims(-1)).reshape(-1, 8)
    active_labels = ops.masked_select(labels, mask)
    n = ops.nonzero(mask).shape[0]
    loss = ops.cross_entropy(active_logits, active_labels, reduction="sum") / n
    return loss

grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(ids, labels):
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    return loss

for step in range(20):
    lens = np.random.randint(3, 12, size=8)
    ids = np.zeros((8, 12), np.int32)
    for i, l in enumerate(lens):
        ids[i, :l] = np.random.randint(1, VOCAB, l)
    labels = (ids % 8).astype(np.int32)
    loss = train_step(Tensor(ids), Tensor(labels))
    print(f"step {step} loss {loss.asnumpy():.4f}")
