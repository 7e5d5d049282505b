"""Fine-tune a text classifier starting from weights exported from the PyTorch model.
The export script wrote the torch state_dict into a MindSpore checkpoint keeping torch names."""
import os
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

VOCAB, DIM, SEQ = 1000, 32, 16
rng = np.random.default_rng(0)
# synthetic task: class = which of 4 token groups dominates the sentence
ids = rng.integers(0, VOCAB, size=(1200, SEQ)).astype(np.int32)
labels = (ids % 4 == 0).sum(1) > (ids % 4 == 1).sum(1)
labels = labels.astype(np.int32)


class TextClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embedding = nn.Embedding(VOCAB, DIM)
        self.fc = nn.Dense(DIM, 2)

    def construct(self, x):
        return self.fc(self.embedding(x).mean(1))


def accuracy(net, x, y):
    net.set_train(False)
    pred = net(ms.Tensor(x)).asnumpy().argmax(1)
    return float((pred == y).mean())


# --- the torch side: pretrained classifier exported as {name: array} with torch parameter names
if not os.path.exists("torch_export.ckpt"):
    ref = TextClassifier()
    opt = nn.Adam(ref.trainable_params(), learning_rate=1e-2)
    step = nn.TrainOneStepCell(nn.WithLossCell(ref, nn.CrossEntropyLoss()), opt)
    for _ in range(300):
        i = rng.integers(0, 1000, 64)
        step(ms.Tensor(ids[i]), ms.Tensor(labels[i]))
    print("pretrained eval acc:", accuracy(ref, ids[1000:], labels[1000:]))
    torch_state = {"embedding.weight": ref.embedding.embedding_table.asnumpy(),
                   "fc.weight": ref.fc.weight.asnumpy(), "fc.bias": ref.fc.bias.asnumpy()}
    ms.save_checkpoint([{"name": k, "data": ms.Tensor(v)} for k, v in torch_state.items()], "torch_export.ckpt")

# --- migration: load the exported weights and evaluate before fine-tuning
ms.set_seed(123)
net = TextClassifier()
params = ms.load_checkpoint("torch_export.ckpt")
ms.load_param_into_net(net, params)
print("loaded torch_export.ckpt")
print("eval acc after loading:", accuracy(net, ids[1000:], labels[1000:]))

train = ds.NumpySlicesDataset({"ids": ids[:1000], "label": labels[:1000]}, shuffle=True).batch(32)
opt = nn.Adam(net.trainable_params(), learning_rate=1e-4)  # low lr: only light fine-tuning
step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()), opt)
for epoch in range(2):
    net.set_train(True)
    losses = [float(step(x, y).asnumpy()) for x, y in train.create_tuple_iterator()]
    print(f"epoch {epoch} loss {np.mean(losses):.4f} eval acc {accuracy(net, ids[1000:], labels[1000:]):.3f}")
