# Tiny MindFormers Llama trained from scratch on a synthetic repeating-token corpus (port of a HF causal-LM script).
import time
import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE, device_target="CPU")
ms.set_seed(12)
VOCAB, SEQ, BS = 256, 32, 4

config = LlamaConfig(batch_size=BS, seq_length=SEQ, hidden_size=64, num_layers=2, num_heads=4,
                     vocab_size=VOCAB, intermediate_size=128, compute_dtype="float32",
                     param_init_type="float32", layernorm_compute_type="float32",
                     softmax_compute_type="float32", rotary_dtype="float32", use_flash_attention=False)
model = LlamaForCausalLM(config)
print("trainable params:", sum(int(np.prod(p.shape)) for p in model.trainable_params()))

def corpus():
    rng = np.random.default_rng(0)
    for _ in range(400):
        start, stride = rng.integers(0, VOCAB), rng.integers(1, 4)
        yield ((start + stride * np.arange(SEQ + 1)) % VOCAB).astype(np.int32),
train_ds = ds.GeneratorDataset(corpus, ["input_ids"], shuffle=True).batch(BS, drop_remainder=True)

optimizer = nn.AdamWeightDecay(model.trainable_params(), learning_rate=3e-3, weight_decay=0.01)
def forward_fn(input_ids):
    return model(input_ids)
grad_fn = ms.value_and_grad(forward_fn, None, optimizer.parameters)
model.set_train(True)
t0 = time.time()
for step, (ids,) in enumerate(train_ds.create_tuple_iterator()):
    loss, grads = grad_fn(ids)
    optimizer(grads)
    if step % 10 == 0:
        print(f"step {step} loss {loss.asnumpy():.4f} elapsed {time.time() - t0:.1f}s")
print("training finished")
