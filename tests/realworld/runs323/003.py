# HF-style classifier ported to MindSpore graph mode; forward keeps the torch fallback for missing labels.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

class MLPClassifier(nn.Cell):
    def __init__(self, in_dim=32, hidden=64, num_labels=3):
        super().__init__()
        self.dense = nn.Dense(in_dim, hidden)
        self.act = nn.GELU()
        self.out = nn.Dense(hidden, num_labels)
        self.loss_fct = nn.CrossEntropyLoss()
    def construct(self, features, labels):
        logits = self.out(self.act(self.dense(features)))
        try:
            loss = self.loss_fct(logits.view(-1, 3), labels.view(-1))
        except ValueError:
            loss = ops.zeros((), ms.float32)
        return loss

def gen():
    rng = np.random.default_rng(1)
    for _ in range(128):
        x = rng.normal(size=32).astype(np.float32)
        yield x, np.int32(int(x[:3].argmax()))

train_ds = ds.GeneratorDataset(gen, ["features", "labels"]).batch(16)
model = MLPClassifier()
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
train_net = nn.TrainOneStepCell(model, opt)
train_net.set_train()
for epoch in range(3):
    for step, (x, y) in enumerate(train_ds.create_tuple_iterator()):
        loss = train_net(x, y)
    print(f"epoch {epoch} loss {loss.asnumpy():.4f}")
