# Token-classification (NER-style) windowed-conv tagger ported from PyTorch, custom label-smoothed NLL loss
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, TAGS, SEQ, EMB, HID = 300, 7, 16, 48, 64

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(1, VOCAB, (n, SEQ)).astype(np.int32)
    tags = (ids % TAGS).astype(np.int32)          # tag is a deterministic function of the token
    return ids, tags

class Tagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.conv = nn.Conv1d(EMB, HID, 3, pad_mode="pad", padding=1, has_bias=True)
        self.act = nn.ReLU()
        self.proj = nn.Dense(HID, TAGS)
    def construct(self, ids):
        h = self.act(self.conv(self.emb(ids).transpose(0, 2, 1))).transpose(0, 2, 1)
        return self.proj(h)

class LabelSmoothedNLL(nn.Cell):
    """torch:
        logp = F.log_softmax(logits, dim=-1)
        nll = -logp.gather(dim=-1, index=target.unsqueeze(-1)).squeeze(-1)
        smooth = -logp.mean(dim=-1)
        return ((1 - eps) * nll + eps * smooth).mean()
    """
    def __init__(self, eps=0.1):
        super().__init__()
        self.eps = eps
    def construct(self, logits, target):
        logp = ops.log_softmax(logits, axis=-1)
        nll = -ops.gather(logp, target.expand_dims(-1), -1).squeeze(-1)
        smooth = -logp.mean(axis=-1)
        return ((1 - self.eps) * nll + self.eps * smooth).mean()

ids, tags = make_data(1024, 0)
vids, vtags = make_data(256, 1)
train = ds.NumpySlicesDataset({"ids": ids, "tags": tags}, shuffle=True).batch(16, drop_remainder=True)
net = Tagger()
loss_fn = LabelSmoothedNLL(0.1)
opt = nn.Adam(net.trainable_params(), learning_rate=3e-3)

def forward(x, t):
    logits = net(x).reshape(-1, TAGS)
    return loss_fn(logits, t.reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(4):
    net.set_train(True)
    losses = []
    for step, (x, t) in enumerate(train.create_tuple_iterator()):
        loss, grads = grad_fn(x, t)
        opt(grads)
        losses.append(float(loss.asnumpy()))
        if step % 16 == 0:
            print(f"epoch {epoch} step {step} loss {losses[-1]:.4f}")
    net.set_train(False)
    pred = net(ms.Tensor(vids)).argmax(axis=-1).asnumpy()
    print(f"epoch {epoch} mean_loss {np.mean(losses):.4f} val_token_acc {(pred == vtags).mean():.4f}")
