# Port of a small HF Llama config (hidden 96, 6 heads) to MindFormers; parallel layout taken from the
# 8-device recipe (dp=2, mp=4). Dry-run the model build and a forward pass on CPU before submitting the job.
import numpy as np
import mindspore as ms
from mindformers import LlamaConfig, LlamaForCausalLM, TransformerOpParallelConfig

ms.set_context(mode=ms.PYNATIVE_MODE)

hf_cfg = {"hidden_size": 96, "num_hidden_layers": 2, "num_attention_heads": 6,
          "intermediate_size": 256, "vocab_size": 512, "max_position_embeddings": 64, "rms_norm_eps": 1e-6}

parallel = TransformerOpParallelConfig(data_parallel=2, model_parallel=4, pipeline_stage=1, micro_batch_num=1)
print(f"parallel layout: dp={parallel.data_parallel} mp={parallel.model_parallel} pp={parallel.pipeline_stage} "
      f"-> {parallel.data_parallel * parallel.model_parallel * parallel.pipeline_stage} devices")

config = LlamaConfig(batch_size=2, seq_length=hf_cfg["max_position_embeddings"],
                     hidden_size=hf_cfg["hidden_size"], num_layers=hf_cfg["num_hidden_layers"],
                     num_heads=hf_cfg["num_attention_heads"], intermediate_size=hf_cfg["intermediate_size"],
                     vocab_size=hf_cfg["vocab_size"], rms_norm_eps=hf_cfg["rms_norm_eps"],
                     compute_dtype="float32", param_init_type="float32", layernorm_compute_type="float32",
                     parallel_config=parallel)
print("building model ...")
model = LlamaForCausalLM(config)
print(f"model parameters: {sum(p.size for p in model.get_parameters())}")
ids = ms.Tensor(np.random.randint(0, 512, (2, 65)).astype(np.int32))
loss = model(ids)
print(f"dry-run loss: {float(loss.asnumpy()):.4f}")
