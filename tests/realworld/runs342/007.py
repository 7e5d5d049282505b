# Evaluate a classifier whose weights come from the original (HF-style) implementation.
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(7)
rng = np.random.default_rng(7)
N, D, C = 3000, 24, 3
centers = rng.normal(scale=2.5, size=(C, D)).astype(np.float32)
y = rng.integers(0, C, N).astype(np.int32)
x = (centers[y] + rng.normal(size=(N, D))).astype(np.float32)

class Encoder(nn.Cell):
    def __init__(self):
        super().__init__()
        self.dense = nn.Dense(D, 64)
        self.norm = nn.LayerNorm((64,), epsilon=1e-12)
        self.act = nn.GELU(approximate=False)
    def construct(self, a):
        return self.act(self.norm(self.dense(a)))

class HFStyleForSequenceClassification(nn.Cell):      # layout of the original checkpoint
    def __init__(self):
        super().__init__()
        self.model = Encoder()
        self.classifier = nn.Dense(64, C)
    def construct(self, a):
        return self.classifier(self.model(a))

class PortedClassifier(nn.Cell):                      # our MindSpore port
    def __init__(self):
        super().__init__()
        self.backbone = Encoder()
        self.classifier = nn.Dense(64, C)
    def construct(self, a):
        return self.classifier(self.backbone(a))

# produce the "original" checkpoint
orig = HFStyleForSequenceClassification()
opt = nn.Adam(orig.trainable_params(), learning_rate=1e-3)
net = nn.TrainOneStepCell(nn.WithLossCell(orig, nn.CrossEntropyLoss()), opt)
for batch in ds.NumpySlicesDataset({"x": x[:2500], "y": y[:2500]}, shuffle=True).batch(64).create_tuple_iterator():
    net(*batch)
ms.save_checkpoint(orig, "original_cls.ckpt")
print("wrote original_cls.ckpt")

# port: load weights and evaluate
ported = PortedClassifier()
params = ms.load_checkpoint("original_cls.ckpt")
print(f"checkpoint has {len(params)} tensors")
ms.load_param_into_net(ported, params)
ported.set_train(False)
eval_ds = ds.NumpySlicesDataset({"x": x[2500:], "y": y[2500:]}, shuffle=False).batch(100)
correct = total = 0
loss_fn = nn.CrossEntropyLoss()
losses = []
for xb, yb in eval_ds.create_tuple_iterator():
    logits = ported(xb)
    losses.append(loss_fn(logits, yb).asnumpy())
    correct += int((logits.asnumpy().argmax(1) == yb.asnumpy()).sum()); total += yb.shape[0]
print(f"eval loss {np.mean(losses):.4f} eval accuracy {correct / total:.4f} ({correct}/{total})")
