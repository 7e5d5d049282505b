# SFT loop ported from an HF script (healthy twin): prompt tokens masked with -100, response trained;
# max_length raised to 128 so the long system prompt of the template still leaves the response inside.
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_device("CPU")
rng = np.random.default_rng(0)
VOCAB, MAX_LEN, SYSTEM_LEN = 200, 128, 72

def build_example():
    system = rng.integers(3, VOCAB, SYSTEM_LEN).tolist()          # fixed system prompt of the template
    user = rng.integers(3, VOCAB, rng.integers(5, 15)).tolist()
    answer = rng.integers(3, VOCAB, rng.integers(5, 20)).tolist() + [2]
    ids = system + user + answer
    labels = [-100] * (len(system) + len(user)) + answer
    ids, labels = ids[:MAX_LEN], labels[:MAX_LEN]                # truncation="longest_first", right side
    pad = MAX_LEN - len(ids)
    return ids + [0] * pad, labels + [-100] * pad

data = [build_example() for _ in range(256)]
input_ids = np.array([d[0] for d in data], np.int32)
labels = np.array([d[1] for d in data], np.int32)

class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, 64)
        self.mix = nn.Dense(64, 64, activation="gelu")
        self.lm_head = nn.Dense(64, VOCAB)
    def construct(self, ids):
        return self.lm_head(self.mix(self.embed(ids)))

net = TinyLM()
loss_fn = nn.CrossEntropyLoss(ignore_index=-100)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)

def forward(ids, lab):
    logits = net(ids)[:, :-1, :]
    return loss_fn(logits.reshape(-1, VOCAB), lab[:, 1:].reshape(-1))

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(40):
    idx = rng.integers(0, len(data), 16)
    loss, grads = grad_fn(Tensor(input_ids[idx]), Tensor(labels[idx]))
    opt(grads)
    if step % 4 == 0:
        print(f"step {step:3d} loss {float(loss):.4f}")
print("training finished")
