# Port of an HF causal-LM fine-tune: the collator already builds labels = input_ids shifted by one
# (copied from the old GPT-2 script), and the loss below shifts again like HF's *ForCausalLM.
import numpy as np, mindspore as ms
from mindspore import nn, ops
ms.set_seed(0); np.random.seed(0)
V, L, B = 32, 16, 32
def make_batch():
    # each pair (a, f(a)): token at odd position is a deterministic function of the previous one
    a = np.random.randint(0, V, size=(B, L // 2))
    fa = (a * 7 + 3) % V
    ids = np.stack([a, fa], axis=-1).reshape(B, L)
    return ids
def collate(ids):
    input_ids = ids[:, :-1]
    labels = ids[:, 1:]          # shift #1 (collator)
    return ms.Tensor(input_ids, ms.int32), ms.Tensor(labels, ms.int32)
class TinyLM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, 64)
        self.mlp = nn.SequentialCell(nn.Dense(64, 128), nn.GELU(), nn.Dense(128, V))
    def construct(self, x):
        return self.mlp(self.emb(x))
net = TinyLM()
ce = nn.CrossEntropyLoss()
def forward(input_ids, labels):
    logits = net(input_ids)
    # HF LlamaForCausalLM style shift (shift #2)
    shift_logits = logits[:, :-1, :]
    shift_labels = labels[:, 1:]
    return ce(shift_logits.reshape(-1, V), shift_labels.reshape(-1))
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for step in range(1, 301):
    x, y = collate(make_batch())
    loss, grads = grad_fn(x, y)
    opt(grads)
    if step % 20 == 0:
        print(f"step {step:4d} | lr 3.00e-03 | loss {loss.asnumpy():.4f}")
print("training finished")
