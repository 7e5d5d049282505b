# Probing run: the torch code captured the pooler output with a forward hook
# (model.pooler.register_forward_hook) during the last training epoch to fit a linear probe.
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_device("CPU")
np.random.seed(22)

pooled_outputs = []


def save_pooled(cell, inputs, output):
    pooled_outputs.append(output.asnumpy())


class TinyEncoder(nn.Cell):
    def __init__(self, vocab=100, hidden=32, num_labels=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, hidden)
        self.pooler = nn.Dense(hidden, hidden, activation="tanh")
        self.classifier = nn.Dense(hidden, num_labels)

    def construct(self, input_ids):
        return self.classifier(self.pooler(self.embed(input_ids).mean(1)))


model = TinyEncoder()
handle = model.pooler.register_forward_hook(save_pooled)
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, nn.CrossEntropyLoss()),
                                nn.Adam(model.trainable_params(), learning_rate=5e-3))
ids = np.random.randint(1, 100, (96, 10)).astype(np.int32)
labels = ((ids < 50).sum(1) > 5).astype(np.int32)
for epoch in range(3):
    losses = [float(train_net(ms.Tensor(ids[i:i + 32]), ms.Tensor(labels[i:i + 32]))) for i in range(0, 96, 32)]
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
handle.remove()
print("captured batches:", len(pooled_outputs))
features = np.concatenate(pooled_outputs[-3:])
print("probe features", features.shape)
