"""Small text classifier ported from a PyTorch module; trained in GRAPH_MODE for speed."""
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(1)
np.random.seed(1)

VOCAB, SEQ, HIDDEN, CLASSES = 2000, 32, 64, 4


class MeanPoolClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(VOCAB, HIDDEN)
        self.encoder = nn.SequentialCell([nn.Dense(HIDDEN, HIDDEN), nn.Tanh(), nn.Dense(HIDDEN, HIDDEN)])
        self.head = nn.Dense(HIDDEN, CLASSES)

    def construct(self, input_ids, attention_mask):
        h = self.encoder(self.embed(input_ids))
        # torch: lengths = attention_mask.sum(1).tolist(); pooled = torch.stack([h[i, :l].mean(0) ...])
        lengths = attention_mask.sum(1).asnumpy().tolist()
        pooled = ops.stack([h[i, :l].mean(0) for i, l in enumerate(lengths)])
        return self.head(pooled)


def gen(n=256):
    for _ in range(n):
        length = np.random.randint(8, SEQ + 1)
        ids = np.zeros(SEQ, np.int32)
        ids[:length] = np.random.randint(1, VOCAB, length)
        mask = np.zeros(SEQ, np.int32)
        mask[:length] = 1
        yield ids, mask, np.int32(np.random.randint(0, CLASSES))


dataset = ds.GeneratorDataset(list(gen()), ["input_ids", "attention_mask", "label"], shuffle=True).batch(16)

net = MeanPoolClassifier()
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3, weight_decay=0.01)


def forward_fn(ids, mask, label):
    return loss_fn(net(ids, mask), label)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit
def train_step(ids, mask, label):
    loss, grads = grad_fn(ids, mask, label)
    optimizer(grads)
    return loss


for epoch in range(2):
    for step, (ids, mask, label) in enumerate(dataset.create_tuple_iterator()):
        loss = train_step(ids, mask, label)
        if step % 4 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
