# Port of a PyTorch text classifier (EmbeddingBag-style mean pooling) to MindSpore
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
VOCAB, SEQ, NCLS = 500, 16, 4

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        ids = rng.integers(1, VOCAB, size=SEQ)
        # torch version: torch.tensor(ids, dtype=torch.float) then .long() in forward
        yield ids.astype(np.float32), np.int32(ids[0] % NCLS)

class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 64)
        self.fc = nn.Dense(64, NCLS)
    def construct(self, ids):
        h = self.emb(ids).mean(axis=1)
        return self.fc(h)

dataset = ds.GeneratorDataset(gen, ["input_ids", "label"], shuffle=True).batch(32)
net = TextClassifier()
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
def forward(x, y):
    return loss_fn(net(x), y)
grad_fn = ms.value_and_grad(forward, None, opt.parameters)
for epoch in range(2):
    for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
        loss, grads = grad_fn(x, y)
        opt(grads)
        if step % 2 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
