# HF/torch training loop habits kept in a MindSpore port: model.train() / model.eval()
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

class TextCNN(nn.Cell):
    def __init__(self, vocab=3000, dim=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab, dim)
        self.conv = nn.Conv1d(dim, 64, 3, pad_mode="same", has_bias=True)
        self.dropout = nn.Dropout(p=0.2)
        self.fc = nn.Dense(64, num_classes)
    def construct(self, ids):
        x = self.embedding(ids).swapaxes(1, 2)
        x = ops.relu(self.conv(x)).max(axis=-1)
        return self.fc(self.dropout(x))

model = TextCNN()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda i, y: loss_fn(model(i), y), None, optimizer.parameters)
rng = np.random.default_rng(0)

for epoch in range(3):
    model.train()
    total = 0.0
    for step in range(10):
        ids = ms.Tensor(rng.integers(0, 3000, (16, 40)).astype(np.int32))
        y = ms.Tensor(rng.integers(0, 4, 16).astype(np.int32))
        loss, grads = grad_fn(ids, y)
        optimizer(grads)
        total += loss.asnumpy()
    model.eval()
    print(f"epoch {epoch} train loss {total / 10:.4f}")
