# Transfer learning: load ImageNet-style backbone weights (1000 classes, saved as safetensors) into a 5-class model
import numpy as np
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.PYNATIVE_MODE)

class TinyResNetish(nn.Cell):
    def __init__(self, num_classes):
        super().__init__()
        self.stem = nn.SequentialCell(nn.Conv2d(3, 16, 3, stride=2), nn.BatchNorm2d(16), nn.ReLU())
        self.body = nn.SequentialCell(nn.Conv2d(16, 32, 3, stride=2), nn.BatchNorm2d(32), nn.ReLU())
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.flatten = nn.Flatten()
        self.classifier = nn.Dense(32, num_classes)
    def construct(self, x):
        return self.classifier(self.flatten(self.pool(self.body(self.stem(x)))))

# "pretrained" weights produced by the upstream project
upstream = TinyResNetish(num_classes=1000)
ms.save_checkpoint(upstream, "/home/user/project/backbone_014.safetensors", format="safetensors")

# fine-tuning script
model = TinyResNetish(num_classes=5)
param_dict = ms.load_checkpoint("/home/user/project/backbone_014.safetensors", format="safetensors")
# copy weights one by one, like the PyTorch version did with p.data.copy_(state_dict[name])
for name, p in model.parameters_and_names():
    if name in param_dict:
        p.set_data(param_dict[name])
opt = nn.Adam(model.trainable_params(), 1e-3)
print("loaded pretrained backbone, starting fine-tune")

rng = np.random.default_rng(0)
x = rng.normal(size=(64, 3, 32, 32)).astype(np.float32)
y = rng.integers(0, 5, 64).astype(np.int32)
loss_fn = nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")
train_net = nn.TrainOneStepCell(nn.WithLossCell(model, loss_fn), opt)
train_net.set_train()
for epoch in range(3):
    for i in range(0, 64, 16):
        loss = train_net(ms.Tensor(x[i:i + 16]), ms.Tensor(y[i:i + 16]))
    print(f"epoch {epoch + 1}: loss {float(loss.asnumpy()):.4f}")
model.set_train(False)
logits = model(ms.Tensor(x[:4]))
print("logits shape:", logits.shape, "pred:", logits.asnumpy().argmax(1))
