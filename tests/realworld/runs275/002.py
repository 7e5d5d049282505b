# Fine-tune a small text classifier from a checkpoint converted from a PyTorch state_dict.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")
ms.set_seed(0)


class TextCNN(nn.Cell):
    def __init__(self, vocab_size, emb=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, emb)
        self.conv = nn.Conv1d(emb, 64, 3, pad_mode="same", has_bias=True)
        self.fc = nn.Dense(64, num_classes)

    def construct(self, ids):
        x = self.embedding(ids).transpose(0, 2, 1)
        x = ops.relu(self.conv(x))
        x = x.max(axis=2)
        return self.fc(x)


# step 1: "pretraining" checkpoint written by the conversion script (tokenizer of 30522 + 3 added special tokens)
src = TextCNN(vocab_size=30525)
ms.save_checkpoint(src, "textcnn_converted.ckpt")
print("converted checkpoint saved: textcnn_converted.ckpt")

# step 2: fine-tuning script builds the model from the base tokenizer vocab
VOCAB = 30522
net = TextCNN(vocab_size=VOCAB)
param_dict = ms.load_checkpoint("textcnn_converted.ckpt")
print(f"loaded {len(param_dict)} tensors from checkpoint")
not_loaded, _ = ms.load_param_into_net(net, param_dict)
print("params not loaded:", not_loaded)

opt = nn.Adam(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc"})
rng = np.random.default_rng(0)
ids = rng.integers(0, VOCAB, (512, 40)).astype(np.int32)
labels = (ids[:, 0] % 4).astype(np.int32)
import mindspore.dataset as ds
train = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(32)
model.train(2, train, callbacks=[ms.LossMonitor(8)])
