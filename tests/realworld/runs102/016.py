"""Debugging a converted Llama checkpoint: switch to PyNative so the hidden states of each layer can be
inspected eagerly, load the converted weights and compare the logits of a probe sentence."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)   # eager mode for debugging, like torch
ms.set_seed(16)
np.random.seed(16)

cfg = LlamaConfig(batch_size=1, seq_length=16, hidden_size=64, num_layers=2, num_heads=4, vocab_size=64,
                  intermediate_size=128, compute_dtype="float32", layernorm_compute_type="float32",
                  softmax_compute_type="float32", rotary_dtype="float32", param_init_type="float32",
                  use_past=False, use_rope_slice=True)
model = LlamaForCausalLM(cfg)

# "converted" checkpoint: the names the converter writes, values from the reference export
ref = {name: p.asnumpy() + 0.01 * np.random.randn(*p.shape).astype(np.float32)
       for name, p in model.parameters_and_names()}
ms.save_checkpoint([{"name": k, "data": Tensor(v)} for k, v in ref.items()], "converted_016.ckpt")
not_loaded, unused = ms.load_param_into_net(model, ms.load_checkpoint("converted_016.ckpt"))
print("not loaded:", not_loaded, "unused:", unused)

model.set_train(False)
ids = Tensor(np.arange(1, 17, dtype=np.int32).reshape(1, 16))
logits = model(ids)
print("logits", logits.shape, logits.asnumpy()[0, -1, :5])
