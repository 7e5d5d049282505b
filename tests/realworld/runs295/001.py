# Fine-tune a tiny MindFormers Llama (ported from a HF LlamaForCausalLM recipe) on synthetic token data
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_seed(0)

config = LlamaConfig(batch_size=4, seq_length=32, hidden_size=64, num_layers=2, num_heads=4, vocab_size=512,
                     intermediate_size=128, use_flash_attention=False, compute_dtype="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32", rotary_dtype="float32",
                     param_init_type="float32", use_past=False)
model = LlamaForCausalLM(config)
print(f"params: {sum(p.size for p in model.trainable_params())}")

rng = np.random.default_rng(0)
base = rng.integers(1, 512, (16,))
seqs = np.stack([np.roll(np.tile(base, 3)[:33], -s) for s in rng.integers(0, 16, 256)]).astype(np.int32)
data = ds.NumpySlicesDataset({"input_ids": seqs}, shuffle=True).batch(4, drop_remainder=True)

opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=1e-3, weight_decay=0.01)
grad_fn = ms.value_and_grad(lambda ids: model(ids), None, opt.parameters)
model.set_train()
for step, batch in enumerate(data.create_dict_iterator()):
    loss, grads = grad_fn(batch["input_ids"])
    opt(grads)
    if step % 8 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f}")
    if step >= 48:
        break
