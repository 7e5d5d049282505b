# Smoke-test of a tiny Llama pretraining loop with MindFormers on a dev box before moving to the cluster
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

from mindformers import LlamaConfig, LlamaForCausalLM

SEQ = 64
config = LlamaConfig(
    batch_size=4, seq_length=SEQ, vocab_size=1024, hidden_size=128, num_layers=2, num_heads=4,
    intermediate_size=256, use_flash_attention=False, compute_dtype="float32",
    layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
    param_init_type="float32")
model = LlamaForCausalLM(config)
n_params = sum(p.size for p in model.trainable_params())
print(f"LlamaForCausalLM: {n_params / 1e6:.2f}M trainable parameters")

rng = np.random.default_rng(0)
tokens = rng.integers(0, config.vocab_size, size=(64, SEQ + 1)).astype(np.int32)
train = ds.NumpySlicesDataset({"input_ids": tokens}, shuffle=True).batch(config.batch_size, drop_remainder=True)

opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4, weight_decay=0.1)

def forward(input_ids):
    return model(input_ids)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
model.set_train(True)
for step, (input_ids,) in enumerate(train.create_tuple_iterator()):
    loss, grads = grad_fn(input_ids)
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f}", flush=True)
