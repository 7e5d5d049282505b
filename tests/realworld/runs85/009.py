# HF TrainingArguments(learning_rate=5e-4, warmup_steps=0, lr_scheduler_type="linear") ported to MindFormers lr + AdamW
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers.core.lr import LinearWithWarmUpLR
from mindformers.core.optim import AdamW

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
hf_args = dict(learning_rate=5e-4, warmup_steps=0, num_train_epochs=3, per_device_train_batch_size=32, weight_decay=0.01)

rng = np.random.default_rng(0)
X = rng.normal(size=(960, 32)).astype(np.float32)
y = (X[:, :8].sum(1) > 0).astype(np.int32)
loader = ds.NumpySlicesDataset({"x": X, "y": y}, shuffle=True).batch(hf_args["per_device_train_batch_size"], drop_remainder=True)
steps_per_epoch = loader.get_dataset_size()
total = steps_per_epoch * hf_args["num_train_epochs"]

net = nn.SequentialCell(nn.Dense(32, 128), nn.GELU(), nn.Dense(128, 2))
lr = LinearWithWarmUpLR(learning_rate=hf_args["learning_rate"], total_steps=total, warmup_steps=hf_args["warmup_steps"])
opt = AdamW(net.trainable_params(), learning_rate=lr, weight_decay=hf_args["weight_decay"])
loss_fn = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda a, b: loss_fn(net(a), b), None, opt.parameters)

step = 0
for epoch in range(hf_args["num_train_epochs"]):
    for xb, yb in loader.create_tuple_iterator():
        loss, grads = grad_fn(xb, yb)
        opt(grads)
        step += 1
        if step % 5 == 0 or step <= 3:
            print(f"{{'loss': {loss.asnumpy():.4f}, 'learning_rate': {lr(ms.Tensor(step - 1, ms.int32)).asnumpy():.3e}, 'epoch': {epoch + step / total:.2f}}}", flush=True)
print("train done")
