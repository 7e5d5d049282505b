# HF pipeline habit: mindformers Trainer created with task="text-generation" (HF pipeline task id, hyphen);
# mindformers registers its task as text_generation.
from mindformers import Trainer, TrainingArguments
from mindformers.models.llama import LlamaConfig, LlamaForCausalLM
net = LlamaForCausalLM(LlamaConfig(batch_size=1, seq_length=32, hidden_size=64, num_layers=1, num_heads=4,
                                   vocab_size=128, compute_dtype="float32", param_init_type="float32"))
args = TrainingArguments(output_dir="./output/tiny", batch_size=1, num_train_epochs=1, learning_rate=1e-4)
trainer = Trainer(task="text-generation", model=net, args=args)
print(trainer, flush=True)
