"""Small text-CNN sentiment classifier; PyTorch AMP training loop ported to MindSpore Model-style cells."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_seed(3)

VOCAB, SEQ, EMB = 2000, 40, 64
LOSS_SCALE = 1024.0  # torch.cuda.amp.GradScaler(init_scale=1024)


def synth_reviews(n, seed):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(np.int32)
    ids = rng.integers(10, VOCAB, (n, SEQ)).astype(np.int32)
    pos_words = rng.integers(2, 6, (n, 6)); neg_words = rng.integers(6, 10, (n, 6))
    cue = np.where(y[:, None] == 1, pos_words, neg_words)
    cols = rng.integers(0, SEQ, (n, 6))
    np.put_along_axis(ids, cols, cue, axis=1)
    return ids, y


class TextCNN(nn.Cell):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, EMB)
        self.convs = nn.CellList([nn.Conv1d(EMB, 64, k, pad_mode="same", has_bias=True) for k in (3, 4, 5)])
        self.drop = nn.Dropout(p=0.3)
        self.fc = nn.Dense(64 * 3, 2)

    def construct(self, ids):
        x = self.emb(ids).transpose(0, 2, 1)
        feats = [ops.relu(conv(x)).max(axis=2) for conv in self.convs]
        return self.fc(self.drop(ops.cat(feats, axis=1)))


ids, y = synth_reviews(3200, 0)
vids, vy = synth_reviews(800, 1)
train = ds.NumpySlicesDataset({"ids": ids, "label": y}, shuffle=True).batch(32, drop_remainder=True)

net = TextCNN()
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
optimizer = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=1e-4)
train_step = nn.TrainOneStepCell(loss_net, optimizer, sens=LOSS_SCALE)
train_step.set_train()

step = 0
for epoch in range(3):
    for batch_ids, batch_y in train.create_tuple_iterator():
        loss = train_step(batch_ids, batch_y)
        if step % 20 == 0:
            print(f"epoch {epoch} step {step:4d} loss {loss.asnumpy():.4f}")
        step += 1
    net.set_train(False)
    acc = (net(ms.Tensor(vids)).asnumpy().argmax(1) == vy).mean()
    net.set_train(True)
    print(f"epoch {epoch} val_acc {acc:.4f}")
