# mindformers model type misspelt in the YAML, built through the registry
import mindspore as ms
ms.set_device("CPU")
import mindformers
import os, tempfile
from mindformers import MindFormerConfig
from mindformers.tools.register import MindFormerRegister, MindFormerModuleType
d = tempfile.mkdtemp()
p = os.path.join(d, "finetune_llama.yaml")
open(p, "w").write("""
model:
  model_config:
    type: LlamaConfg
    hidden_size: 64
    num_layers: 2
    num_heads: 4
  arch:
    type: LlamaForCausalLM
""")
cfg = MindFormerConfig(p)
model_config = MindFormerRegister.get_instance_from_cfg(cfg.model.model_config, MindFormerModuleType.CONFIG)
print(model_config)
