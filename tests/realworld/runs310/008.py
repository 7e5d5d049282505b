# Fine-tuning loop port: HF get_linear_schedule_with_warmup re-implemented for MindSpore dynamic LR
import numpy as np
import mindspore as ms
from mindspore import nn, ops
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
BASE_LR, EPOCHS, BS, WARMUP_RATIO = 5e-4, 4, 32, 0.1
r = np.random.default_rng(0)
centers = r.normal(scale=0.4, size=(5, 32)).astype(np.float32)
labels = r.integers(0, 5, 2048).astype(np.int32)
feats = (centers[labels] + r.normal(size=(2048, 32))).astype(np.float32)
train = ds.NumpySlicesDataset({"x": feats, "y": labels}, shuffle=True).batch(BS, drop_remainder=True)
steps_per_epoch = train.get_dataset_size()
total_steps = steps_per_epoch * EPOCHS

def get_linear_schedule_with_warmup(num_warmup_steps, num_training_steps):
    def lr_lambda(current_step):
        if current_step < num_warmup_steps:
            return float(current_step) / float(max(1, num_warmup_steps))
        return max(0.0, float(num_training_steps - current_step) / float(max(1, num_training_steps - num_warmup_steps)))
    return [lr_lambda(s) for s in range(num_training_steps)]

lr_schedule = get_linear_schedule_with_warmup(int(WARMUP_RATIO * total_steps), total_steps)
net = nn.SequentialCell([nn.Dense(32, 128), nn.GELU(), nn.LayerNorm((128,)), nn.Dense(128, 128), nn.GELU(), nn.Dense(128, 5)])
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr_schedule, weight_decay=0.01)
ce = nn.CrossEntropyLoss()
grad_fn = ms.value_and_grad(lambda x, y: ce(net(x), y), None, opt.parameters)
print(f"base_lr={BASE_LR} total_steps={total_steps} warmup_steps={int(WARMUP_RATIO * total_steps)}")
step = 0
for epoch in range(EPOCHS):
    for x, y in train.create_tuple_iterator():
        loss, g = grad_fn(x, y)
        opt(g)
        if step % 8 == 0:
            acc = (net(x).argmax(1) == y).astype(ms.float32).mean()
            print(f"epoch {epoch} step {step} lr {float(opt.get_lr().asnumpy()):.6f} loss {loss.asnumpy():.4f} acc {acc.asnumpy():.3f}")
        step += 1
