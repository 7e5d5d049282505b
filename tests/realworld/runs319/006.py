# Tiny Llama pretraining smoke test on the dev box CPU before moving to Ascend
import time
import numpy as np
import mindspore as ms
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)

# values from the HF config.json of our 2-layer debug model, renamed to MindFormers fields
hf_cfg = {
    "vocab_size": 256,
    "hidden_size": 64,
    "intermediate_size": 172,
    "num_layers": 2,             # num_hidden_layers
    "num_heads": 4,              # num_attention_heads
    "n_kv_heads": 4,             # num_key_value_heads
    "max_position_embedding": 64,
    "rms_norm_eps": 1e-6,
    "theta": 10000.0,            # rope_theta
}
config = LlamaConfig(seq_length=32, batch_size=4, compute_dtype="float32", param_init_type="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", **hf_cfg)
model = LlamaForCausalLM(config)
n_params = sum(int(np.prod(p.shape)) for p in model.trainable_params())
print(f"model parameters: {n_params / 1e6:.2f}M")

rng = np.random.default_rng(0)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-4, weight_decay=0.1)

def forward(input_ids):
    return model(input_ids)

grad_fn = ms.value_and_grad(forward, None, opt.parameters)
model.set_train(True)
for step in range(8):
    t0 = time.time()
    ids = ms.Tensor(rng.integers(1, 256, (4, 33)).astype(np.int32))
    loss, grads = grad_fn(ids)
    opt(grads)
    print(f"step {step} loss {float(loss.asnumpy()):.4f} step_time {time.time() - t0:.2f}s")
