# Mean+max pooled sentence encoder (sentence-transformers style);
# torch: pooled = torch.cat([hidden.mean(dim=1), hidden.max(dim=1)[0]], dim=-1)
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class MaxPoolEncoder(nn.Cell):
    def __init__(self, vocab=5000, dim=128, num_labels=5):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.encoder = nn.Dense(dim, dim, activation="gelu")
        self.classifier = nn.Dense(2 * dim, num_labels)
    def construct(self, input_ids):
        hidden = self.encoder(self.embed(input_ids))     # (batch, seq, dim)
        pooled = ops.cat([hidden.mean(axis=1), hidden.max(axis=1)[0]], axis=-1)
        return self.classifier(pooled)

net = MaxPoolEncoder()
opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(net(i), y), None, opt.parameters)
rng = np.random.default_rng(0)
for step in range(10):
    ids = ms.Tensor(rng.integers(0, 5000, (16, 48)).astype(np.int32))
    labels = ms.Tensor(rng.integers(0, 5, 16).astype(np.int32))
    loss, grads = grad_fn(ids, labels)
    opt(grads)
    print(f"step {step} loss {loss.asnumpy():.4f}")
