# Intent classifier (bag-of-embeddings) ported from torch: nn.CrossEntropyLoss -> SoftmaxCrossEntropyWithLogits
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.GRAPH_MODE)
rng = np.random.default_rng(4)
VOCAB, SEQ, NCLS = 500, 12, 5
ids = rng.integers(1, VOCAB, size=(800, SEQ)).astype(np.int32)
labels = (ids[:, 0] % NCLS).astype(np.int32)
train = ds.NumpySlicesDataset({"input_ids": ids, "labels": labels}, shuffle=True).batch(32, drop_remainder=True)

class BagClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, 32)
        self.fc = nn.Dense(32, NCLS)
    def construct(self, x):
        return self.fc(self.emb(x).mean(axis=1))

net = BagClassifier()
criterion = nn.SoftmaxCrossEntropyWithLogits(reduction="mean")   # torch: nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-3, weight_decay=0.01)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, criterion), opt)
train_net.set_train()

for epoch in range(3):
    for step, batch in enumerate(train.create_dict_iterator()):
        loss = train_net(batch["input_ids"], batch["labels"])
        if step % 5 == 0:
            print(f"epoch {epoch} step {step:3d} loss {loss.asnumpy():.4f}")
