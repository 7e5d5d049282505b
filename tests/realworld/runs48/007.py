# Language-model fine-tune port: the HF Trainer kept eval predictions on the host
# (eval_accumulation_steps habit); the port collects logits of every training step to compute
# a perplexity/accuracy report at the end of the epoch.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(0); np.random.seed(0)
VOCAB, SEQ, BATCH, HIDDEN = 32000, 128, 8, 64

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, HIDDEN)
        self.ff = nn.Dense(HIDDEN, HIDDEN, activation="gelu")
        self.head = nn.Dense(HIDDEN, VOCAB)
    def construct(self, ids):
        return self.head(self.ff(self.emb(ids)))

net = TinyLM()
ce = nn.CrossEntropyLoss()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
def forward(ids, labels):
    logits = net(ids)
    return ce(logits.reshape(-1, VOCAB), labels.reshape(-1)), logits
grad_fn = ms.value_and_grad(forward, None, opt.parameters, has_aux=True)

all_logits, all_labels = [], []
for step in range(200):
    ids = np.random.randint(0, 500, size=(BATCH, SEQ)).astype(np.int32)
    labels = np.roll(ids, -1, axis=1)
    (loss, logits), grads = grad_fn(ms.Tensor(ids), ms.Tensor(labels))
    opt(grads)
    all_logits.append(logits.asnumpy().astype(np.float64))   # kept for the epoch-end report
    all_labels.append(labels)
    print(f"step {step} loss {loss.asnumpy():.4f}", flush=True)

logits = np.concatenate(all_logits)
print("token accuracy", (logits.argmax(-1) == np.concatenate(all_labels)).mean())
