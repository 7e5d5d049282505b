# HF config.json of a GQA checkpoint (num_key_value_heads: 2) translated field by field into a MindFormers
# LlamaConfig, then split over model_parallel 4 taken from the 4-card recipe's parallel_config.
import json
from mindformers import LlamaConfig
from mindformers.models.llama import LlamaForCausalLM
from mindformers.modules.transformer.transformer import TransformerOpParallelConfig
hf = {"hidden_size": 128, "num_attention_heads": 8, "num_key_value_heads": 2, "num_hidden_layers": 2,
      "vocab_size": 512, "max_position_embeddings": 64, "rms_norm_eps": 1e-5, "intermediate_size": 344}
json.dump(hf, open("config.json", "w"))
pc = TransformerOpParallelConfig(data_parallel=1, model_parallel=4, pipeline_stage=1)
cfg = LlamaConfig(hidden_size=hf["hidden_size"], num_heads=hf["num_attention_heads"], n_kv_heads=hf["num_key_value_heads"],
                  num_layers=hf["num_hidden_layers"], vocab_size=hf["vocab_size"], seq_length=hf["max_position_embeddings"],
                  rms_norm_eps=hf["rms_norm_eps"], intermediate_size=hf["intermediate_size"], compute_dtype="float32",
                  param_init_type="float32", fused_rms_norm=False, parallel_config=pc)
print(f"num_heads={cfg.num_heads} n_kv_heads={cfg.n_kv_heads} model_parallel={pc.model_parallel}")
model = LlamaForCausalLM(cfg)
print("built", sum(p.size for p in model.trainable_params()), "parameters")
