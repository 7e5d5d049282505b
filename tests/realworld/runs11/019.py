# healthy: run YAML with the right parallel_config keys and dtype keywords, parallel config built, tiny Llama built from
# the model_config, mindformers TrainingArguments with save_strategy="steps"; nothing trained (CPU).
import textwrap
from mindformers import MindFormerConfig, TrainingArguments
from mindformers.core.parallel_config import build_parallel_config
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
with open("finetune_llama_tiny.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        seed: 42
        run_mode: 'finetune'
        output_dir: './output'
        use_parallel: False
        parallel_config:
          data_parallel: 1
          model_parallel: 1
          pipeline_stage: 1
          micro_batch_num: 1
          vocab_emb_dp: True
          gradient_aggregation_group: 4
        model:
          model_config:
            type: LlamaConfig
            batch_size: 1
            seq_length: 64
            hidden_size: 64
            num_layers: 2
            num_heads: 4
            vocab_size: 256
            compute_dtype: "bfloat16"
            layernorm_compute_type: "float32"
            softmax_compute_type: "float32"
            param_init_type: "float32"
    """))
config = MindFormerConfig("finetune_llama_tiny.yaml")
build_parallel_config(config)
print("parallel config:", config.parallel_config, flush=True)
model_config = {k: v for k, v in config.model.model_config.items() if k != "type"}
net = LlamaForCausalLM(LlamaConfig(**model_config))
print("built", type(net).__name__, sum(p.size for p in net.get_parameters()), "parameters", flush=True)
args = TrainingArguments(output_dir="./output/llama-tiny", batch_size=4, learning_rate=1e-4, num_train_epochs=3,
                         save_strategy="steps", save_steps=100, optim="AdamW")
print("save_strategy:", args.save_strategy, "optim:", args.optim, flush=True)
