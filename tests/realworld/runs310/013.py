# Tiny MindFormers Llama trained from scratch on generated token sequences (replacement for an HF LlamaForCausalLM smoke test)
import numpy as np
import mindspore as ms
from mindspore import nn
import mindspore.dataset as ds
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(0)
SEQ, VOCAB, BS = 32, 256, 4
config = LlamaConfig(batch_size=BS, seq_length=SEQ, hidden_size=64, num_layers=2, num_heads=4,
                     vocab_size=VOCAB, intermediate_size=128, compute_dtype="float32",
                     layernorm_compute_type="float32", softmax_compute_type="float32",
                     rotary_dtype="float32", param_init_type="float32", use_flash_attention=False)
model = LlamaForCausalLM(config)
print(f"trainable params: {sum(p.size for p in model.trainable_params())}")

def gen():
    r = np.random.default_rng(0)
    for _ in range(80):
        start = r.integers(0, VOCAB)
        yield ((start + np.arange(SEQ + 1)) % VOCAB).astype(np.int32),

data = ds.GeneratorDataset(gen, ["input_ids"], shuffle=True).batch(BS, drop_remainder=True)
opt = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.0)
def fwd(input_ids):
    return model(input_ids)
grad_fn = ms.value_and_grad(fwd, None, opt.parameters)
model.set_train(True)
for epoch in range(2):
    for step, (ids,) in enumerate(data.create_tuple_iterator()):
        loss, g = grad_fn(ids)
        opt(g)
        if step % 5 == 0:
            print(f"epoch {epoch} step {step} loss {loss.asnumpy():.4f}")
