"""Sequence classifier with a label-smoothed NLL loss written the PyTorch way
(log_probs.gather(dim=-1, index=target.unsqueeze(1)))."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(0)
VOCAB, SEQ, N_CLS = 200, 24, 4

class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.conv = nn.Conv1d(32, 64, 3, pad_mode="same", has_bias=True)
        self.fc = nn.Dense(64, N_CLS)
    def construct(self, ids):
        h = self.emb(ids).transpose(0, 2, 1)
        h = ops.relu(self.conv(h)).max(axis=-1)
        return self.fc(h)

def label_smoothed_nll(logits, target, eps=0.1):
    lprobs = ops.log_softmax(logits, -1)
    nll = -ops.gather(lprobs, -1, target.unsqueeze(1)).squeeze(1)
    smooth = -lprobs.mean(-1)
    return ((1 - eps) * nll + eps * smooth).mean()

net = TextCNN()
opt = nn.Adam(net.trainable_params(), 1e-3)
def forward(ids, y):
    return label_smoothed_nll(net(ids), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

rng = np.random.default_rng(0)
for step in range(1, 11):
    ids = Tensor(rng.integers(1, VOCAB, (16, SEQ)).astype(np.int32))
    y = Tensor(rng.integers(0, N_CLS, 16).astype(np.int32))
    loss, grads = grad_fn(ids, y)
    opt(grads)
    if step % 2 == 0:
        print(f"step {step}: loss = {loss.asnumpy():.4f}")
