"""Fine-tune a small MLP regressor with global-norm gradient clipping (custom training loop)."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

ms.set_seed(42)
ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")


def build_model():
    return nn.SequentialCell(
        nn.Dense(8, 64, weight_init="xavier_uniform"), nn.ReLU(),
        nn.Dense(64, 64, weight_init="xavier_uniform"), nn.ReLU(),
        nn.Dense(64, 1),
    )


rng = np.random.default_rng(0)
X = rng.normal(size=(1024, 8)).astype(np.float32)
true_w = rng.normal(size=(8, 1)).astype(np.float32)
Y = (X @ true_w + 0.1 * rng.normal(size=(1024, 1))).astype(np.float32)

model = build_model()
optimizer = nn.SGD(model.trainable_params(), learning_rate=0.05, momentum=0.9)
loss_fn = nn.MSELoss()

# warm start: re-create the model and load the "pretrained" initial weights
pretrained = {p.name: p.clone() for p in model.get_parameters()}
model = build_model()
ms.load_param_into_net(model, pretrained)


def forward(x, y):
    return loss_fn(model(x), y)


grad_fn = ms.value_and_grad(forward, None, optimizer.parameters)
MAX_NORM = 1.0

for epoch in range(1, 6):
    perm = rng.permutation(1024)
    epoch_loss = []
    for step, b in enumerate(range(0, 1024, 128)):
        idx = perm[b:b + 128]
        loss, grads = grad_fn(Tensor(X[idx]), Tensor(Y[idx]))
        grads = ops.clip_by_global_norm(grads, MAX_NORM)
        optimizer(grads)
        epoch_loss.append(float(loss.asnumpy()))
        if step % 4 == 0:
            print(f"epoch {epoch} | step {step} | loss {loss.asnumpy():.6f} | lr {optimizer.learning_rate.asnumpy():.3f}")
    print(f"==> epoch {epoch} mean train mse {np.mean(epoch_loss):.6f}")
