# Fine-tune a small text classifier from a pretrained checkpoint after adding special tokens to the vocab
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

class TextCNN(nn.Cell):
    def __init__(self, vocab_size, embed_dim=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        self.conv = nn.Conv1d(embed_dim, 64, 3, pad_mode="same", has_bias=True)
        self.relu = nn.ReLU()
        self.classifier = nn.Dense(64, num_classes)
    def construct(self, ids):
        x = self.embedding(ids).transpose(0, 2, 1)
        x = self.relu(self.conv(x))
        x = x.max(axis=2)
        return self.classifier(x)

# "pretraining" stage (produces the checkpoint we fine-tune from)
BASE_VOCAB = 5000
if not os.path.exists("textcnn_pretrained.ckpt"):
    pre = TextCNN(BASE_VOCAB)
    ms.save_checkpoint(pre, "textcnn_pretrained.ckpt")
    print("saved pretrained checkpoint textcnn_pretrained.ckpt")

# fine-tuning stage: tokenizer got 3 new special tokens
special_tokens = ["<sep>", "<mask>", "<cls>"]
vocab_size = BASE_VOCAB + len(special_tokens)
print(f"vocab size after adding special tokens: {vocab_size}")
net = TextCNN(vocab_size)
param_dict = ms.load_checkpoint("textcnn_pretrained.ckpt")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

rng = np.random.default_rng(0)
ids = rng.integers(0, vocab_size, size=(256, 32)).astype(np.int32)
labels = rng.integers(0, 4, size=(256,)).astype(np.int32)
loader = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(16)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=2e-5)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
model.train(2, loader, callbacks=[ms.train.LossMonitor(4)])
