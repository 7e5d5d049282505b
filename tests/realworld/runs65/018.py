# fastText-style n-gram bag classifier ported from PyTorch:
#   bag = torch.zeros(B, n_buckets).scatter_add_(1, ngram_ids, torch.ones_like(ngram_ids, dtype=torch.float))
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
N_BUCKETS, N_CLS = 2048, 4

def hash_ngrams(tokens, n=2):
    grams = [" ".join(tokens[i:i + n]) for i in range(len(tokens) - n + 1)] + tokens
    return [hash(g) % N_BUCKETS for g in grams]

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(N_BUCKETS, 64)
        self.fc2 = nn.Dense(64, N_CLS)
    def construct(self, ngram_ids):
        bag = ops.zeros((ngram_ids.shape[0], N_BUCKETS), ms.float32)
        bag = bag.scatter_add(1, ngram_ids, ops.ones_like(ngram_ids, dtype=ms.float32))
        bag = bag / bag.sum(-1, keepdim=True)
        return self.fc2(ops.relu(self.fc1(bag)))

vocab = [f"w{i}" for i in range(300)]
rng = np.random.default_rng(0)
def make_batch(bs=32, L=24):
    y = rng.integers(0, N_CLS, bs)
    ids = []
    for c in y:
        toks = list(rng.choice(vocab[c * 75:(c + 1) * 75], L))
        ids.append(hash_ngrams(toks)[:2 * L - 1])
    return ms.Tensor(np.array(ids), ms.int64), ms.Tensor(y.astype(np.int32))

model = BagClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.Adam(model.trainable_params(), learning_rate=1e-3)
grad_fn = ms.value_and_grad(lambda x, y: loss_fn(model(x), y), None, opt.parameters)
print("buckets", N_BUCKETS, "classes", N_CLS)
for step in range(20):
    x, y = make_batch()
    loss, grads = grad_fn(x, y)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
