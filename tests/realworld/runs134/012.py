"""Fine-tune a small CNN from a pretrained checkpoint (custom PyNative loop).
The optimizer is set up right after the model is first built; the model is then rebuilt to load the weights."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_seed(4)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")

def build_model(num_classes=5):
    return nn.SequentialCell(
        nn.Conv2d(1, 8, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Conv2d(8, 16, 3, pad_mode="same"), nn.ReLU(), nn.MaxPool2d(2, 2),
        nn.Flatten(), nn.Dense(16 * 4 * 4, num_classes))

# "pretraining" checkpoint
ms.save_checkpoint(build_model(), "/home/user/project/pretrained_cnn.ckpt")

model = build_model()
optimizer = nn.Adam(model.trainable_params(), learning_rate=1e-3)
loss_fn = nn.CrossEntropyLoss()

# load pretrained weights
model = build_model()
ms.load_param_into_net(model, ms.load_checkpoint("/home/user/project/pretrained_cnn.ckpt"))

def forward(x, y):
    return loss_fn(model(x), y)
grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)

rng = np.random.default_rng(4)
protos = rng.random((5, 1, 16, 16)).astype(np.float32)
for epoch in range(1, 6):
    losses, correct = [], 0
    for it in range(12):
        y = rng.integers(0, 5, 32).astype(np.int32)
        x = (protos[y] + 0.2 * rng.standard_normal((32, 1, 16, 16))).astype(np.float32)
        loss, grads = grad_fn(ms.Tensor(x), ms.Tensor(y))
        optimizer(grads)
        losses.append(float(loss.asnumpy()))
        correct += int((model(ms.Tensor(x)).argmax(1).asnumpy() == y).sum())
    print(f"Epoch [{epoch}/5]  loss: {np.mean(losses):.4f}  train_acc: {correct / (12 * 32):.3f}")
