# Port of a small PyTorch text classifier; warm-start from the checkpoint of the previous run.
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

class TextClassifier(nn.Cell):
    def __init__(self, vocab_size, embed_dim=64, num_classes=4):
        super().__init__()
        self.embedding = nn.Embedding(vocab_size, embed_dim)
        self.fc1 = nn.Dense(embed_dim, 64)
        self.relu = nn.ReLU()
        self.fc2 = nn.Dense(64, num_classes)
    def construct(self, x):
        h = self.embedding(x).mean(axis=1)
        return self.fc2(self.relu(self.fc1(h)))

# previous run (tokenizer v1, 5000 tokens) saved its weights
old = TextClassifier(vocab_size=5000)
ms.save_checkpoint(old, "textcls_v1.ckpt")

# new tokenizer after adding domain tokens
VOCAB = 5120
net = TextClassifier(vocab_size=VOCAB)
param_dict = ms.load_checkpoint("textcls_v1.ckpt")
print(f"loaded {len(param_dict)} tensors from textcls_v1.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(net, param_dict)
print("param_not_load:", param_not_load)

def gen():
    rng = np.random.default_rng(0)
    for _ in range(256):
        x = rng.integers(0, VOCAB, size=(32,)).astype(np.int32)
        yield x, np.int32(x[0] % 4)
train = ds.GeneratorDataset(gen, ["input_ids", "label"], shuffle=True).batch(32)
loss_fn = nn.CrossEntropyLoss()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
model = ms.Model(net, loss_fn, opt, metrics={"acc"})
model.train(2, train, callbacks=[ms.LossMonitor(4)])
