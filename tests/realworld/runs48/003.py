# Token-level tagging model ported from PyTorch. The torch code flattened logits with
# logits.view(-1, num_labels); the port hard-codes the reshape from the config's batch size.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_seed(0); np.random.seed(0)
cfg = dict(batch_size=16, seq_len=24, vocab=200, hidden=48, num_labels=5)

class Tagger(nn.Cell):
    def __init__(self, c):
        super().__init__()
        self.c = c
        self.emb = nn.Embedding(c["vocab"], c["hidden"])
        self.proj = nn.Dense(c["hidden"], c["hidden"], activation="tanh")
        self.cls = nn.Dense(c["hidden"], c["num_labels"])
    def construct(self, ids):
        h = self.proj(self.emb(ids))
        logits = self.cls(h)
        return logits.reshape(self.c["batch_size"] * self.c["seq_len"], self.c["num_labels"])

N = 200  # 12 full batches + a last batch of 8
ids = np.random.randint(1, cfg["vocab"], size=(N, cfg["seq_len"])).astype(np.int32)
tags = (ids % cfg["num_labels"]).astype(np.int32)
dataset = ds.NumpySlicesDataset({"input_ids": ids, "labels": tags}, shuffle=True)
dataset = dataset.batch(cfg["batch_size"], drop_remainder=False)

net = Tagger(cfg)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=5e-3)
def forward(x, t):
    logits = net(x)
    return loss_fn(logits, t.reshape(-1))
grad_fn = ms.value_and_grad(forward, None, opt.parameters)

@ms.jit
def train_step(x, t):
    loss, grads = grad_fn(x, t)
    opt(grads)
    return loss

for epoch in range(3):
    for step, batch in enumerate(dataset.create_dict_iterator(num_epochs=1)):
        loss = train_step(batch["input_ids"], batch["labels"])
        print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}", flush=True)
