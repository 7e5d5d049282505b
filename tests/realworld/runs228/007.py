# Train a classifier with a HF-style wrapper (model.<...>), then reload the checkpoint into the bare backbone for evaluation
import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

def make_data(n, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(7).normal(0, 3, size=(5, 20))
    y = rng.integers(0, 5, n)
    X = centers[y] + rng.normal(0, 1.0, size=(n, 20))
    return X.astype(np.float32), y.astype(np.int32)

class MLPClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense1 = nn.Dense(20, 64)
        self.dense2 = nn.Dense(64, 64)
        self.out = nn.Dense(64, 5)
        self.act = nn.GELU()
    def construct(self, x):
        return self.out(self.act(self.dense2(self.act(self.dense1(x)))))

class ForSequenceClassification(nn.Cell):
    """Wrapper mirroring transformers' XxxForSequenceClassification: holds the model and the loss."""
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.loss = nn.CrossEntropyLoss()
    def construct(self, x, labels):
        return self.loss(self.model(x), labels)

Xtr, ytr = make_data(1000, 0)
Xte, yte = make_data(300, 1)
train = ds.NumpySlicesDataset((Xtr, ytr), column_names=["x", "labels"], shuffle=True).batch(50)

wrapped = ForSequenceClassification(MLPClassifier())
opt = nn.Adam(wrapped.trainable_params(), learning_rate=3e-3)
grad_fn = ms.value_and_grad(wrapped, None, opt.parameters)
for epoch in range(5):
    total = 0.0
    for x, y in train.create_tuple_iterator():
        loss, grads = grad_fn(x, y)
        opt(grads)
        total += float(loss.asnumpy())
    print(f"epoch {epoch + 1} train loss {total / train.get_dataset_size():.4f}")

def accuracy(net, X, y):
    net.set_train(False)
    pred = net(ms.Tensor(X)).argmax(-1).asnumpy()
    return float((pred == y).mean())

print(f"accuracy before save: {accuracy(wrapped.model, Xte, yte):.4f}")
ms.save_checkpoint(wrapped, "mlp_cls.ckpt")
print("saved mlp_cls.ckpt")

# ---- evaluation job: model code from the refactored package (head renamed to match the HF naming) ----
class MLPForClassification(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense1 = nn.Dense(20, 64)
        self.dense2 = nn.Dense(64, 64)
        self.classifier = nn.Dense(64, 5)
        self.act = nn.GELU()
    def construct(self, x):
        return self.classifier(self.act(self.dense2(self.act(self.dense1(x)))))

eval_net = MLPForClassification()
params = ms.load_checkpoint("mlp_cls.ckpt")
param_not_load, ckpt_not_load = ms.load_param_into_net(eval_net, params, strict_load=False)
print(f"loaded checkpoint with {len(params)} tensors")
print(f"test accuracy: {accuracy(eval_net, Xte, yte):.4f}")
