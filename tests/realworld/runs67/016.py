# Continue training a tiny Llama from the stage-1 checkpoint (HF: from_pretrained("./stage1")).
# Stage-1 weights are saved first so the run is self-contained.
import os
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM

ms.set_context(mode=ms.PYNATIVE_MODE)
ms.set_device("CPU")
ms.set_seed(16)

cfg = dict(vocab_size=128, hidden_size=64, num_layers=2, num_heads=4, seq_length=32, intermediate_size=128,
           batch_size=2, use_past=False, compute_dtype="float32", param_init_type="float32")
os.makedirs("stage1", exist_ok=True)
stage1 = LlamaForCausalLM(LlamaConfig(**cfg))
ms.save_checkpoint(stage1, "stage1/llama_tiny_stage1.ckpt")
print("stage-1 checkpoint written: stage1/llama_tiny_stage1.ckpt")

# stage 2: the YAML/HF path was written with the HF folder convention
config = LlamaConfig(**cfg, checkpoint_name_or_path="stage1/llama_tiny_stage1")
model = LlamaForCausalLM(config)
w1 = stage1.parameters_dict()["model.tok_embeddings.embedding_weight"].asnumpy()
w2 = model.parameters_dict()["model.tok_embeddings.embedding_weight"].asnumpy()
print("model built, num params:", sum(p.size for p in model.get_parameters()))
print("embedding max abs diff vs stage-1:", float(np.abs(w1 - w2).max()))
