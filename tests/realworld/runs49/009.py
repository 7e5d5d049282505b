# HF get_cosine_schedule_with_warmup(warmup_ratio=0.1) ported to the MindFormers CosineWithWarmUpLR.
# warmup_steps computed from the number of *samples* (HF script had len(train_dataset)), total_steps from steps.
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM
from mindformers.core.lr import CosineWithWarmUpLR

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
config = LlamaConfig(batch_size=2, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=128,
                     intermediate_size=128, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     fused_rms_norm=False, use_rope_slice=True)
net = LlamaForCausalLM(config)

rng = np.random.default_rng(0)
num_samples = 4000
train_ids = rng.integers(3, 128, size=(8, 33)).astype(np.int32)   # small debug subset
batch_size, num_epochs = 2, 10
steps_per_epoch = len(train_ids) // batch_size
total_steps = steps_per_epoch * num_epochs
warmup_steps = int(0.1 * num_samples * num_epochs)          # HF: warmup_ratio * len(train_dataset) * epochs

lr = CosineWithWarmUpLR(learning_rate=3e-3, warmup_steps=warmup_steps, total_steps=total_steps)
optimizer = nn.AdamWeightDecay(net.trainable_params(), learning_rate=lr)
grad_fn = ms.value_and_grad(lambda x: net(x), None, optimizer.parameters)
net.set_train(True)
print(f"total_steps={total_steps} warmup_steps={warmup_steps}")
step = 0
for epoch in range(num_epochs):
    losses = []
    for i in range(0, len(train_ids), batch_size):
        loss, grads = grad_fn(ms.Tensor(train_ids[i:i + batch_size]))
        optimizer(grads)
        losses.append(float(loss))
        step += 1
    cur_lr = float(lr(ms.Tensor(step, ms.int32)).asnumpy())
    print(f"epoch {epoch} step {step} lr {cur_lr:.3e} loss {np.mean(losses):.4f}")
