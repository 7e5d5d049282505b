# model arch name in the run YAML typed as "LlamaForCausalLm" (lower-case m, as in a wiki page);
# build_network looks the class up in the MindFormerRegister MODELS registry.
import textwrap
from mindformers import MindFormerConfig
from mindformers.models.build_model import build_network
with open("llama_tiny.yaml", "w") as f:
    f.write(textwrap.dedent("""\
        model:
          model_config:
            type: LlamaConfig
            batch_size: 1
            seq_length: 64
            hidden_size: 64
            num_layers: 2
            num_heads: 4
            vocab_size: 256
            compute_dtype: "float32"
            param_init_type: "float32"
          arch:
            type: LlamaForCausalLm
    """))
config = MindFormerConfig("llama_tiny.yaml")
print("arch:", config.model.arch.type, flush=True)
net = build_network(config.model)
print(type(net).__name__, flush=True)
