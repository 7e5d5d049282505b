# Text classifier (port of a PyTorch nn.Embedding + nn.TransformerEncoder model):
# stage 1 pretrains on the base vocabulary and saves a checkpoint,
# stage 2 rebuilds the model for the extended tokenizer and resumes from it.
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(1)

class TextClassifier(nn.Cell):
    def __init__(self, vocab_size, d_model=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, d_model)
        self.encoder = nn.TransformerEncoderLayer(d_model, nhead=4, dim_feedforward=128, batch_first=True)
        self.classifier = nn.Dense(d_model, num_classes)

    def construct(self, input_ids):
        h = self.embedding(input_ids)
        h = self.encoder(h)
        return self.classifier(h.mean(axis=1))

def make_dataset(vocab_size, n=256, seq=32):
    rng = np.random.default_rng(0)
    ids = rng.integers(1, vocab_size, size=(n, seq)).astype(np.int32)
    labels = (ids[:, 0] % 4).astype(np.int32)
    return ds.NumpySlicesDataset({"input_ids": ids, "labels": labels}, shuffle=True).batch(32)

def train(net, dataset, epochs):
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
    def forward_fn(x, y):
        return loss_fn(net(x), y)
    grad_fn = ms.value_and_grad(forward_fn, None, opt.parameters)
    net.set_train()
    for epoch in range(epochs):
        for step, (x, y) in enumerate(dataset.create_tuple_iterator()):
            loss, grads = grad_fn(x, y)
            opt(grads)
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")

BASE_VOCAB = 1000
EXT_VOCAB = 1024   # tokenizer after adding domain tokens
ckpt = "textcls_base.ckpt"

print("== stage 1: pretrain on base vocab ==")
net = TextClassifier(BASE_VOCAB)
train(net, make_dataset(BASE_VOCAB), epochs=1)
ms.save_checkpoint(net, ckpt)
print(f"saved {ckpt}")

print("== stage 2: finetune with extended tokenizer ==")
net2 = TextClassifier(EXT_VOCAB)
param_dict = ms.load_checkpoint(ckpt)
not_loaded, _ = ms.load_param_into_net(net2, param_dict)
print("params not loaded:", not_loaded)
train(net2, make_dataset(EXT_VOCAB), epochs=2)
