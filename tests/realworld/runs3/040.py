# healthy: transformers chat template applied with a user-provided template, batch tokenised with padding
# Question-only log: the user prints the formatted prompt and tensors to ask about special tokens.
import transformers
print("transformers", transformers.__version__)
from tokenizers import Tokenizer, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast
vocab = {"[PAD]": 0, "[UNK]": 1, "<s>": 2, "</s>": 3, "user": 4, "assistant": 5, "hello": 6, "there": 7, ":": 8}
core = Tokenizer(models.WordLevel(vocab, unk_token="[UNK]"))
core.pre_tokenizer = pre_tokenizers.Whitespace()
tok = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="[UNK]", pad_token="[PAD]", bos_token="<s>", eos_token="</s>")
tok.chat_template = "{% for m in messages %}{{ m['role'] }} : {{ m['content'] }} </s> {% endfor %}{% if add_generation_prompt %}assistant :{% endif %}"
prompt = tok.apply_chat_template([{"role": "user", "content": "hello there"}], tokenize=False, add_generation_prompt=True)
print(repr(prompt))
enc = tok([prompt, "hello"], padding=True, return_tensors="np")
print(enc["input_ids"])
print(enc["attention_mask"])
