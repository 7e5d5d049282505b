"""Fine-tune a pretrained text classifier (ported from a PyTorch recipe).
Stage 1 pretrains a small encoder and saves a checkpoint; stage 2 builds the
fine-tune model from the fine-tune config and warm-starts from that checkpoint."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_device("CPU")
ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

PRETRAIN_CFG = dict(vocab_size=1000, embed_dim=64, hidden_dim=128, num_classes=4)
FINETUNE_CFG = dict(vocab_size=1000, embed_dim=64, hidden_dim=256, num_classes=4)


class BagOfWordsClassifier(nn.Cell):
    def __init__(self, vocab_size, embed_dim, hidden_dim, num_classes):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        self.encoder = nn.SequentialCell(
            nn.Dense(embed_dim, hidden_dim), nn.ReLU(),
            nn.Dense(hidden_dim, hidden_dim), nn.ReLU())
        self.head = nn.Dense(hidden_dim, num_classes)

    def construct(self, ids):
        x = self.embedding(ids).mean(axis=1)
        return self.head(self.encoder(x))


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    ids = rng.integers(0, 1000, size=(n, 32)).astype(np.int32)
    labels = (ids[:, 0] % 4).astype(np.int32)
    d = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True)
    return d.batch(32, drop_remainder=True)


def train(net, dataset, epochs, lr, tag):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr)

    def forward(ids, label):
        return loss_fn(net(ids), label)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for epoch in range(epochs):
        net.set_train()
        losses = []
        for ids, label in dataset.create_tuple_iterator():
            loss, grads = grad_fn(ids, label)
            opt(grads)
            losses.append(loss.asnumpy())
        print(f"[{tag}] epoch {epoch + 1}/{epochs} loss {np.mean(losses):.4f}")


print("Stage 1: pretraining", PRETRAIN_CFG)
pre = BagOfWordsClassifier(**PRETRAIN_CFG)
train(pre, make_dataset(1024, 1), epochs=2, lr=1e-3, tag="pretrain")
ms.save_checkpoint(pre, "pretrain_bow.ckpt")
print("saved pretrain_bow.ckpt")

print("Stage 2: fine-tuning", FINETUNE_CFG)
net = BagOfWordsClassifier(**FINETUNE_CFG)
param_dict = ms.load_checkpoint("pretrain_bow.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("params not loaded:", param_not_load)
train(net, make_dataset(512, 2), epochs=3, lr=5e-4, tag="finetune")
ms.save_checkpoint(net, "finetune_bow.ckpt")
