# HF-style LM loss: CrossEntropyLoss applied to (batch, seq, vocab) logits without flattening
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
V = 120

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 48)
        self.rnn = nn.GRU(48, 48, batch_first=True)
        self.lm_head = nn.Dense(48, V)
    def construct(self, ids):
        h, _ = self.rnn(self.emb(ids))
        return self.lm_head(h)

net = TinyLM()
loss_fct = nn.CrossEntropyLoss(ignore_index=-100)
opt = nn.Adam(net.trainable_params(), 1e-3)
def fwd(ids, labels):
    logits = net(ids)
    shift_logits = logits[:, :-1, :]
    shift_labels = labels[:, 1:]
    return loss_fct(shift_logits, shift_labels)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
@ms.jit
def step(ids, labels):
    loss, g = grad_fn(ids, labels)
    opt(g)
    return loss
ids = Tensor(np.random.randint(0, V, (4, 24)).astype(np.int32))
for i in range(5):
    print("step", i, "loss", step(ids, ids))
