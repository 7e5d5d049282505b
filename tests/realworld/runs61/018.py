# Train step compiled with ms.jit; jit options copied from an Ascend Llama recipe
# (jit_config: jit_level O2, backend GE) into the decorator.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(18)


class TinyMLPClassifier(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.fc = nn.Dense(hidden, hidden, activation="gelu")
        self.out = nn.Dense(hidden, num_labels)

    def construct(self, input_ids):
        return self.out(self.fc(self.embed(input_ids).mean(1)))


model = TinyMLPClassifier()
optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()


def forward_fn(x, y):
    return loss_fn(model(x), y)


grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)


@ms.jit(jit_level="O2", backend="GE")
def train_step(x, y):
    loss, grads = grad_fn(x, y)
    optimizer(grads)
    return loss


ids = np.random.randint(1, 100, (64, 12)).astype(np.int32)
labels = ((ids < 50).sum(1) > 6).astype(np.int32)
print("compiling train step ...")
for step in range(4):
    b = slice(step * 16, (step + 1) * 16)
    print("step", step, "loss", train_step(ms.Tensor(ids[b]), ms.Tensor(labels[b])))
