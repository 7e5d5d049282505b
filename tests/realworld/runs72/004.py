# keep MindSpore compute dtype on the HF config so the exporter can read it back
import mindspore as ms
from transformers import LlamaConfig
cfg = LlamaConfig(hidden_size=128, intermediate_size=344, num_attention_heads=4,
                  num_hidden_layers=2, vocab_size=1000)
cfg.compute_dtype = ms.float16
cfg.param_init_dtype = ms.float32
print("config ready, saving to export/llama_ms")
cfg.save_pretrained("export/llama_ms")
